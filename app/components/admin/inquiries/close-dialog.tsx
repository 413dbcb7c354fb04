import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureText, fieldErrors } from '#app/components/admin/admin-api';
import { EditorModal, ModalActions } from '#app/components/admin/editor-modal';
import { FormAlert, RequiredMark } from '#app/components/ui/field';
import { type CloseReason, leadUpdateSchema } from '#common/schemas/leads';
import type { LeadUpdated } from './inquiries-api';

// Closing needs a reason (won, lost or spam): the shared schema says so in the browser, and the
// API's 422 says the same if the browser is bypassed.

const REASONS: { value: CloseReason; label: string; hint: string }[] = [
  { value: 'won', label: 'Won', hint: 'They ordered or signed.' },
  { value: 'lost', label: 'Lost', hint: 'No deal, or they went elsewhere.' },
  { value: 'spam', label: 'Spam', hint: 'Not a real inquiry. It moves to the Spam filter.' },
];

type Values = z.input<typeof leadUpdateSchema>;

export function CloseDialog({
  open,
  onClose,
  save,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  save: (body: z.output<typeof leadUpdateSchema>) => Promise<LeadUpdated>;
  onSaved: (message: string) => void;
}) {
  const form = useForm<Values, unknown, z.output<typeof leadUpdateSchema>>({
    resolver: zodResolver(leadUpdateSchema),
    defaultValues: { status: 'closed', close_reason: null },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const errorId = useId();
  const reasonError = errors.close_reason?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await save(values);
      onSaved(result.message);
    } catch (error) {
      // The API's own words for a missing reason go under the choices; anything else above them.
      const reason = fieldErrors(error).close_reason;
      if (reason) form.setError('close_reason', { message: reason });
      else setFailure(failureText(error, 'Failed to update inquiry'));
    }
  });

  return (
    <EditorModal
      open={open}
      onClose={onClose}
      title="Close inquiry"
      description="Choose why this inquiry is closed. You can reopen it later."
      dirty={isDirty}
      busy={isSubmitting}
      size="sm"
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <fieldset aria-describedby={reasonError ? errorId : undefined}>
          <legend className="mb-2 text-sm font-medium text-charcoal">
            Reason
            <RequiredMark />
          </legend>
          <div className="grid gap-2">
            {REASONS.map((reason) => (
              <label
                key={reason.value}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-neutral-300 p-3 has-checked:border-charcoal has-checked:bg-neutral-50 has-focus-visible:outline-2 has-focus-visible:outline-brand"
              >
                <input
                  type="radio"
                  value={reason.value}
                  className="mt-0.5 size-4 accent-charcoal"
                  {...form.register('close_reason')}
                />
                <span>
                  <span className="block text-sm font-semibold text-charcoal">{reason.label}</span>
                  <span className="block text-sm text-neutral-600">{reason.hint}</span>
                </span>
              </label>
            ))}
          </div>
          {reasonError ? (
            <p id={errorId} className="mt-2 text-sm text-red-700">
              {reasonError}
            </p>
          ) : null}
        </fieldset>
        <ModalActions submitLabel="Close inquiry" busy={isSubmitting} />
      </form>
    </EditorModal>
  );
}
