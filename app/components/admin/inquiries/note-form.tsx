import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureText, fieldErrors } from '#app/components/admin/admin-api';
import { Button } from '#app/components/ui/button';
import { Field, Textarea } from '#app/components/ui/field';
import { leadUpdateSchema } from '#common/schemas/leads';
import type { LeadUpdated } from './inquiries-api';

// The internal note: for staff only, never sent to the visitor. Saving it adds a history entry.

type Values = z.input<typeof leadUpdateSchema>;

export function NoteForm({
  note,
  save,
  onResult,
}: {
  note: string | null;
  save: (body: z.output<typeof leadUpdateSchema>) => Promise<LeadUpdated>;
  onResult: (kind: 'success' | 'error', text: string) => void;
}) {
  const form = useForm<Values, unknown, z.output<typeof leadUpdateSchema>>({
    resolver: zodResolver(leadUpdateSchema),
    defaultValues: { note: note ?? '' },
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await save({ note: values.note ?? '' });
      form.reset({ note: result.data.note ?? '' });
      onResult('success', result.message);
    } catch (error) {
      const field = fieldErrors(error).note;
      if (field) form.setError('note', { message: field });
      onResult('error', failureText(error, 'Failed to update inquiry'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <Field label="Internal note" hint="Only staff see this note." error={errors.note?.message}>
        {(control) => <Textarea rows={4} {...control} {...form.register('note')} />}
      </Field>
      <div>
        <Button
          type="submit"
          variant="dark"
          disabled={!isDirty || isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? 'Saving...' : 'Save note'}
        </Button>
      </div>
    </form>
  );
}
