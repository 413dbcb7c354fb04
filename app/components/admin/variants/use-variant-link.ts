import { useSearchParams } from 'react-router';
import { useAdminQuery } from '#app/components/admin/admin-api';
import type { EditorLink, EditorTarget } from '#app/components/admin/use-crud-section';
import type { AdminVariant } from '#common/schemas/variant';

// Besides the list's own buttons, the Products editor links into the variant editor:
// ?edit=<variantId> opens that variant, ?new=1&product=<productId> a new one for that product.
// Closing takes those parameters out of the address (replace, so Back does not reopen).

const LINK_PARAMS = ['edit', 'new', 'product'];

function positiveId(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

export function useVariantLink(): EditorLink<AdminVariant> & { error: unknown } {
  const [params, setParams] = useSearchParams();
  const editId = positiveId(params.get('edit'));
  const linked = useAdminQuery<{ data: AdminVariant }>(
    ['variants', 'detail', editId],
    `/admin/variants/${editId}`,
    editId !== undefined,
  );

  let target: EditorTarget<AdminVariant> | null = null;
  if (params.get('new') === '1') target = { mode: 'create', parentId: positiveId(params.get('product')) };
  else if (editId !== undefined && linked.data) target = { mode: 'edit', record: linked.data.data };

  const clear = () => {
    if (!LINK_PARAMS.some((name) => params.has(name))) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of LINK_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  };

  return { target, clear, error: editId !== undefined && linked.isError ? linked.error : null };
}
