import { useSearchParams } from 'react-router';
import { failureText, useAdminMutation } from '#app/components/admin/admin-api';
import { SUCCESS_ALERT_MS } from '#common/constants';
import type { AdminVariant } from '#common/schemas/variant';

// Clone variant (docs/product.md §17): the copy is made by the server, then opened in the editor
// through the section's own link (?edit=<id>), so Back and reload behave as for any linked edit.

export function useCloneVariant(onStatus: (kind: 'success' | 'error', text: string, ms?: number) => void) {
  const [, setParams] = useSearchParams();
  const clone = useAdminMutation<number, { message: string; data: AdminVariant }>((id) => ({
    path: `/admin/variants/${id}/clone`,
    method: 'POST',
  }));
  return {
    cloningId: clone.isPending ? clone.variables : undefined,
    clone: async (variant: AdminVariant) => {
      try {
        const { message, data } = await clone.mutateAsync(variant.id);
        onStatus('success', message, SUCCESS_ALERT_MS);
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('edit', String(data.id));
          return next;
        });
      } catch (error) {
        onStatus('error', failureText(error, 'Failed to clone variant'));
      }
    },
  };
}
