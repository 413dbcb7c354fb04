import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureText, fieldErrors } from '#app/components/admin/admin-api';
import { EditorModal, ModalActions } from '#app/components/admin/editor-modal';
import { MailOffNote, useMailStatus } from '#app/components/admin/mail-status';
import { Button } from '#app/components/ui/button';
import { Field, FormAlert, Textarea } from '#app/components/ui/field';
import {
  QUOTATION_LIMITS,
  QUOTATION_MESSAGES,
  type Quotation,
  quotationSendSchema,
} from '#common/schemas/quotations';
import { CopyLink } from './copy-link';
import { calendarDate, totalText } from './quotation-format';
import { useQuotationSend } from './quotations-api';

// Sending a draft (docs/product.md §25.3): the buyer's e-mail with the PDF and a private link,
// queued in the outbox (202). An optional message stands above the link. Or Copy link, to share it
// by Viber or SMS (decision 052), which marks the draft sent without a mail: the only way when the
// server sends no mail (SMTP_URL) or cannot put the link in it (PUBLIC_URL), as the note says.

/** Why this server cannot e-mail the quotation, or null when it can (or has not said yet). */
function mailProblem(mail: ReturnType<typeof useMailStatus>): string | null {
  if (!mail) return null;
  if (!mail.enabled)
    return 'E-mail is off on this server (SMTP_URL is not set), so the quotation cannot be e-mailed. Copy its link and share it by Viber, SMS or chat.';
  if (!mail.public_url_set)
    return 'This server has no public address (PUBLIC_URL is not set), so the e-mail could not hold the link to the quotation. Copy its link and share it by Viber, SMS or chat.';
  return null;
}

type Values = z.input<typeof quotationSendSchema>;

export function SendDialog({
  quotation,
  email,
  onClose,
  onSent,
}: {
  quotation: Quotation;
  email: string;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const form = useForm<Values, unknown, z.output<typeof quotationSendSchema>>({
    resolver: zodResolver(quotationSendSchema),
    defaultValues: { message: '' },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const send = useQuotationSend(quotation.id);
  const problem = mailProblem(useMailStatus());
  // Once a link was made the draft is sent: the e-mail is no longer offered.
  const [linkMade, setLinkMade] = useState(false);
  const byMail = !problem && !linkMade;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await send.mutateAsync(values);
      onSent(result?.message || QUOTATION_MESSAGES.sent);
    } catch (error) {
      const { message, ...others } = fieldErrors(error);
      if (message) form.setError('message', { message });
      // The draft itself may be refused (its validity date has passed since it was saved): Edit fixes it.
      const reasons = Object.values(others);
      if (reasons.length) setFailure(`Failed to send quotation: ${reasons.join(' ')}`);
      else if (!message) setFailure(failureText(error, 'Failed to send quotation'));
    }
  });

  return (
    <EditorModal
      open
      onClose={onClose}
      title={`Send quotation ${quotation.reference}`}
      description={`${totalText(quotation)} · valid until ${calendarDate(quotation.valid_until)}`}
      dirty={isDirty}
      busy={isSubmitting}
      size="md"
    >
      <div className="grid gap-4">
        {problem ? <MailOffNote>{problem}</MailOffNote> : null}
        {byMail ? (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            {failure ? <FormAlert>{failure}</FormAlert> : null}
            <p className="text-sm [overflow-wrap:anywhere] text-neutral-700">
              To <span className="font-medium text-charcoal">{email}</span>, with the PDF attached and a
              private link to view and accept it.
            </p>
            <Field label="Message (optional)" error={errors.message?.message} hint="Shown above the link.">
              {(control) => (
                <Textarea
                  rows={5}
                  maxLength={QUOTATION_LIMITS.message}
                  className="text-sm"
                  {...control}
                  {...form.register('message')}
                />
              )}
            </Field>
            <ModalActions submitLabel="Send quotation" busy={isSubmitting} />
          </form>
        ) : null}
        <section aria-label="Share the link another way" className="grid gap-2">
          <p className="text-sm text-neutral-700">
            {byMail ? 'Or share the link yourself by Viber, SMS or chat instead of e-mail: ' : null}
            Copy link marks {quotation.reference} sent; no e-mail goes out.
          </p>
          <CopyLink quotation={quotation} onCopied={() => setLinkMade(true)} />
        </section>
        {byMail ? null : (
          <div className="flex justify-end border-t border-neutral-200 pt-4">
            <Button variant="outline" className="text-charcoal" onClick={onClose}>
              Done
            </Button>
          </div>
        )}
      </div>
    </EditorModal>
  );
}
