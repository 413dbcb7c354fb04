import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { buttonClass } from '#app/components/ui/button';

// Promise-based confirmation (docs/product.md §5's delete texts): `if (await confirm({...})) remove()`.
// Radix AlertDialog: focus starts on Cancel, Escape cancels, focus returns to the opener.

export interface ConfirmOptions {
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (default), brand colour otherwise. */
  destructive?: boolean;
}

export function useConfirm() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<(ok: boolean) => void>(undefined);

  const confirm = useCallback((next: ConfirmOptions) => {
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = undefined;
    setOptions(null);
  };

  const dialog = (
    <AlertDialog.Root open={options !== null} onOpenChange={(open) => (open ? null : settle(false))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-charcoal/70" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-[60] mx-auto max-w-md -translate-y-1/2 rounded-lg bg-white p-6 shadow-2xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-charcoal">
            {options?.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-neutral-700">
            {options?.description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('outline', 'text-charcoal')}>
              {options?.cancelLabel ?? 'Cancel'}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={
                options?.destructive === false
                  ? buttonClass('primary')
                  : buttonClass('primary', '!bg-red-700 !text-white hover:!bg-red-800')
              }
              onClick={() => settle(true)}
            >
              {options?.confirmLabel ?? 'Delete'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );

  return { confirm, dialog };
}
