import { failureText } from '#app/components/admin/admin-api';
import { useConfirm } from '#app/components/admin/confirm-dialog';
import { useStatusMessage } from '#app/components/admin/status-message';

/**
 * A desk card's entry taken out after the card asks (docs/product.md §24): "Remove Labour Day?",
 * then "Labour Day was removed." or why not, in the card's banner. Returns the card's banner state,
 * the confirmation to render, and the handler.
 */
export function useDeskRemove<T extends { id: number; name: string }>(
  remove: { mutateAsync: (id: number) => Promise<unknown> },
  verb: 'Remove' | 'Delete',
  describe: (item: T) => string,
) {
  const status = useStatusMessage();
  const { confirm, dialog } = useConfirm();
  const onRemove = async (item: T) => {
    if (!(await confirm({ title: `${verb} ${item.name}?`, description: describe(item), confirmLabel: verb })))
      return;
    try {
      await remove.mutateAsync(item.id);
      status.show('success', `${item.name} was ${verb === 'Remove' ? 'removed' : 'deleted'}.`);
    } catch (failure) {
      status.show('error', failureText(failure, `Failed to ${verb.toLowerCase()} ${item.name}`));
    }
  };
  return { status, dialog, onRemove };
}
