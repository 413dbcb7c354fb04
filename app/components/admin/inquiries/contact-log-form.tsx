import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneCall } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureText, showFieldMessages } from '#app/components/admin/admin-api';
import { Button } from '#app/components/ui/button';
import { Field, Input, Options, optionsOf, Select, Textarea } from '#app/components/ui/field';
import { CONTACT_CHANNEL_LABELS, CONTACT_CHANNELS, contactLogSchema } from '#common/schemas/lead-desk';
import type { LeadDetail } from '#common/schemas/leads';
import { useLeadContactLog } from './inquiries-api';

// A contact made outside the inbox — a call, Viber, Messenger, WhatsApp, a technician's visit with
// its date (docs/product.md §24, §30): a history entry, and the first contact stops the response
// clock as a reply does.

type Values = z.input<typeof contactLogSchema>;
type Result = (kind: 'success' | 'error', text: string) => void;

const BLANK: Values = { channel: 'phone', note: '', visit_on: null };

export function ContactLogForm({ lead, onResult }: { lead: LeadDetail; onResult: Result }) {
  const log = useLeadContactLog(lead.id);
  const form = useForm<Values, unknown, z.output<typeof contactLogSchema>>({
    resolver: zodResolver(contactLogSchema),
    defaultValues: BLANK,
  });
  const { errors, isSubmitting } = form.formState;
  const isVisit = form.watch('channel') === 'visit';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await log.mutateAsync(values);
      form.reset(BLANK);
      onResult('success', result.message);
    } catch (error) {
      if (!showFieldMessages(form, error, ['channel', 'note', 'visit_on']))
        onResult('error', failureText(error, 'Failed to log the contact'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <p className="text-sm text-neutral-600">
        A call or a chat with them. The first contact stops the response clock.
      </p>
      <Field label="Channel" error={errors.channel?.message}>
        {(control) => (
          <Select
            {...control}
            {...form.register('channel', {
              // Only a visit has a date: a date picked before choosing another channel goes.
              onChange: (e) => e.target.value !== 'visit' && form.setValue('visit_on', null),
            })}
            className="text-sm"
          >
            <Options options={optionsOf(CONTACT_CHANNELS, CONTACT_CHANNEL_LABELS)} />
          </Select>
        )}
      </Field>
      {isVisit ? (
        <Field label="Visit date" error={errors.visit_on?.message} hint="Today when left empty.">
          {(control) => (
            <Input
              type="date"
              {...control}
              {...form.register('visit_on', { setValueAs: (v) => (v === '' ? null : v) })}
              className="text-sm"
            />
          )}
        </Field>
      ) : null}
      <Field label="What was said" error={errors.note?.message} required>
        {(control) => <Textarea rows={3} {...control} {...form.register('note')} className="text-sm" />}
      </Field>
      <div>
        <Button type="submit" variant="dark" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          <PhoneCall aria-hidden className="size-4" />
          {isSubmitting ? 'Saving...' : 'Log contact'}
        </Button>
      </div>
    </form>
  );
}
