import { AlertCircle } from 'lucide-react';
import { Button } from '#app/components/ui/button';
import { Dialog, DialogClose } from '#app/components/ui/dialog';

// docs/product.md §6: a failed delete is an alert titled "Delete Failed" that the admin acknowledges.
export function DeleteFailedDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Delete Failed"
      description={message ?? ''}
      role="alertdialog"
      size="sm"
      icon={<AlertCircle aria-hidden className="size-6 shrink-0 text-red-700" />}
    >
      <div className="flex justify-end">
        <DialogClose asChild>
          <Button variant="dark">OK</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
