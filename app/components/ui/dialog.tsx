import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

// useLayoutEffect warns during server rendering; dialogs only ever open in the browser anyway.
const useIsoLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Remembers the element that had focus when `open` turned true. Layout effects run before Radix
 * moves focus into the dialog, so this is still the button the visitor pressed.
 */
export function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useIsoLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return opener;
}

const SIZES = { sm: 'sm:max-w-md', md: 'sm:max-w-xl', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' } as const;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visible under the title and read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  size?: keyof typeof SIZES;
  /** Where focus goes back on close; defaults to the element focused when the dialog opened. */
  returnFocusTo?: { current: HTMLElement | null };
  /** Where focus goes on close before anywhere else: the first field a Validation Error names. */
  focusOnClose?: { current: HTMLElement | null };
  /** alertdialog for results that need acknowledging. */
  role?: 'dialog' | 'alertdialog';
  /** Extra header content (e.g. an icon) shown before the title. */
  icon?: ReactNode;
  /** Centre the header (result dialogs). */
  centered?: boolean;
}

/**
 * The site's accessible modal: Radix locks page scroll, traps focus and closes on Escape. Radix
 * gives focus back only to a Dialog.Trigger, and our dialogs are opened from anywhere, so focus is
 * returned here — unless it already moved somewhere sensible (e.g. a result dialog opened next).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  returnFocusTo,
  focusOnClose,
  role = 'dialog',
  icon,
  centered = false,
}: DialogProps) {
  const opener = useOpener(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-charcoal/70" />
        <RadixDialog.Content
          role={role}
          // Without a description Radix must be told so explicitly, or it warns in the console.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Forms start at their first field rather than at the close button; on a touch screen
            // at the dialog itself, as a focused field raises the keyboard over the form's prefill.
            const content = event.currentTarget as HTMLElement | null;
            const field = content?.querySelector<HTMLElement>(
              'form input:not([type=hidden]), form select, form textarea',
            );
            if (field) {
              event.preventDefault();
              (matchMedia('(pointer: coarse), (hover: none)').matches ? content : field)?.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const active = document.activeElement;
            if (active && active !== document.body) return;
            if (focusOnClose?.current?.isConnected) {
              focusOnClose.current.focus();
              return;
            }
            // Our own opener first (a submit button under a Validation Error); when it has gone with
            // its form, the place the caller names (the button that opened that form).
            const target = opener.current?.isConnected ? opener.current : returnFocusTo?.current;
            if (target?.isConnected) target.focus();
          }}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-xl bg-white shadow-2xl focus:outline-none sm:inset-x-4 sm:top-1/2 sm:bottom-auto sm:mx-auto sm:w-full sm:-translate-y-1/2 sm:rounded-lg ${SIZES[size]}`}
        >
          <div
            className={`flex gap-4 px-4 pt-6 pb-2 sm:px-6 ${centered ? 'flex-col items-center text-center' : 'items-start border-b border-neutral-200 pb-4'}`}
          >
            {icon}
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-semibold text-charcoal">{title}</RadixDialog.Title>
              {description ? (
                // A div, so a description may hold a list (the fields a Validation Error names).
                <RadixDialog.Description asChild>
                  <div className="mt-1 text-sm text-neutral-600">{description}</div>
                </RadixDialog.Description>
              ) : null}
            </div>
            {centered ? null : (
              <RadixDialog.Close
                className="-m-2 rounded-md p-2 text-neutral-500 hover:bg-neutral-100 hover:text-charcoal focus-visible:outline-2 focus-visible:outline-brand"
                aria-label="Close"
              >
                <X aria-hidden className="size-5" />
              </RadixDialog.Close>
            )}
          </div>
          <div className="overflow-y-auto px-4 py-4 sm:px-6 sm:py-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
