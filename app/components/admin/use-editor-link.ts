import { useSearchParams } from 'react-router';
import { useAdminQuery } from '#app/components/admin/admin-api';
import { positiveId } from '#app/components/admin/record-id';
import type { EditorLink, EditorTarget } from '#app/components/admin/use-crud-section';

// Every list section opens its editor from the address as well as from its own buttons, so a link
// (Cmd+K, the Activity page, the Products editor, the dashboard) lands on the record itself:
// ?edit=<id> opens that record, ?new=1 a new one, with ?product=<id> as a new variant's product.
// Closing takes those parameters out of the address (replace, so Back does not reopen).

const LINK_PARAMS = ['edit', 'new', 'product'];

/**
 * The editor the address asks for in the section of `resource`, read with GET /admin/{resource}/{id};
 * `read` takes the record out of the answer where the route wraps it (`{data}`).
 */
export function useEditorLink<T>(
  resource: string,
  read: (body: unknown) => T = (body) => body as T,
): EditorLink<T> & { error: unknown } {
  const [params, setParams] = useSearchParams();
  const editId = positiveId(params.get('edit'));
  const linked = useAdminQuery<unknown>(
    [resource, 'detail', editId],
    `/admin/${resource}/${editId}`,
    editId !== undefined,
  );

  let target: EditorTarget<T> | null = null;
  if (params.get('new') === '1') target = { mode: 'create', parentId: positiveId(params.get('product')) };
  else if (editId !== undefined && linked.data) target = { mode: 'edit', record: read(linked.data) };

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
