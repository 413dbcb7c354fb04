import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { TextAreaField } from '#app/components/forms/form-fields';
import { PrivacyConsentField } from '#app/components/forms/privacy-consent';
import { SpamGuardField } from '#app/components/forms/spam-guard';
import type { useContactForm } from '#app/components/forms/use-contact-form';
import { Button } from '#app/components/ui/button';
import { Dialog, DialogClose, useOpener } from '#app/components/ui/dialog';
import { FormResultDialog } from './result-dialog';

interface FormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  ctl: ReturnType<typeof useContactForm>;
  children: ReactNode;
  /** A button beside Cancel (the quote modal's Add more machines). */
  secondaryAction?: ReactNode;
  /** The Message box's height in lines. */
  messageRows?: number;
}

/**
 * A contact form in a dialog: its fields (`children`), then the Message every one asks for, consent
 * and the spam check; with its result dialog beside it (so a success message outlives the
 * closed form). States: closed, open, submitting (Sending..., disabled), closed and reset.
 */
export function FormModal({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  ctl,
  children,
  secondaryAction,
  messageRows = 5,
}: FormModalProps) {
  // The result dialog opens after the form has gone, so it hands focus back to the form's opener.
  const opener = useOpener(open);
  const close = (next: boolean) => {
    if (!next) ctl.resetForm();
    onOpenChange(next);
  };
  return (
    <>
      <Dialog open={open} onOpenChange={close} title={title} description={description} returnFocusTo={opener}>
        <form noValidate onSubmit={ctl.onSubmit} className="grid gap-4 sm:grid-cols-2">
          {children}
          <TextAreaField
            form={ctl.form}
            name="message"
            label="Message"
            required
            rows={messageRows}
            className="sm:col-span-2"
          />
          <PrivacyConsentField form={ctl.form} className="sm:col-span-2" />
          <SpamGuardField guard={ctl.guard} />
          <p className="text-sm text-neutral-600 sm:col-span-2">
            Fields marked <span aria-hidden>*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={ctl.sending}>
                Cancel
              </Button>
            </DialogClose>
            {secondaryAction}
            <Button type="submit" disabled={ctl.sending} aria-busy={ctl.sending || undefined}>
              <Send aria-hidden className="size-4" />
              {ctl.sending ? 'Sending...' : submitLabel}
            </Button>
          </div>
        </form>
      </Dialog>
      <FormResultDialog form={ctl} returnFocusTo={opener} />
    </>
  );
}
