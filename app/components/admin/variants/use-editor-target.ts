import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Variant } from '../../../../common/schemas/variant';
import { useAdminQuery } from '../admin-api';
import type { EditorTarget } from './variant-editor';

// Which variant the editor is open for. Besides the list's own buttons, the Products editor links
// here: ?edit=<variantId> opens that variant, ?new=1&product=<productId> a new one for that
// product. Closing takes those parameters out of the address (replace, so Back does not reopen).

const LINK_PARAMS = ['edit', 'new', 'product'];

function positiveId(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

export function useEditorTarget() {
  const [params, setParams] = useSearchParams();
  const [picked, setPicked] = useState<EditorTarget | null>(null);
  const editId = positiveId(params.get('edit'));
  const linked = useAdminQuery<{ data: Variant }>(
    ['variants', 'detail', editId],
    `/admin/variants/${editId}`,
    editId !== undefined && picked === null,
  );

  let fromLink: EditorTarget | null = null;
  if (params.get('new') === '1') fromLink = { mode: 'create', productId: positiveId(params.get('product')) };
  else if (editId !== undefined && linked.data) fromLink = { mode: 'edit', variant: linked.data.data };

  const close = () => {
    setPicked(null);
    if (LINK_PARAMS.some((name) => params.has(name))) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of LINK_PARAMS) next.delete(name);
          return next;
        },
        { replace: true },
      );
    }
  };

  return {
    target: picked ?? fromLink,
    open: setPicked,
    close,
    linkError: editId !== undefined && linked.isError ? linked.error : null,
  };
}

/** A key that remounts the editor (fresh form) for each variant or new-variant session. */
export const editorKey = (target: EditorTarget) =>
  target.mode === 'edit' ? `edit-${target.variant.id}` : `new-${target.productId ?? ''}`;
