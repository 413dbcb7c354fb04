import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureText, showFieldMessages } from '#app/components/admin/admin-api';
import { MailOffNote, useMailStatus } from '#app/components/admin/mail-status';
import { Button } from '#app/components/ui/button';
import { Field, Input, Options, Select, Textarea } from '#app/components/ui/field';
import { useSession } from '#app/lib/session';
import { fillTemplate, leadReplySchema } from '#common/schemas/lead-desk';
import { type LeadDetail, leadKindLabel } from '#common/schemas/leads';
import { useLeadReply, useReplyTemplates, useSiteName } from './inquiries-api';
import { replySubject } from './lead-format';
import { templateValues } from './template-values';

// A reply by e-mail from the inbox (docs/product.md §24): queued in the outbox and sent from there,
// answering to the staff member's own address. A template fills the subject and the message, its
// {name}, {machines} and {signature} taken from this lead and the signed-in staff member; both stay
// editable before sending. On a server without e-mail (no SMTP_URL) it says so before anything is
// written, and Send stays off: Log a contact records a call or chat instead (decision 052).

type Values = z.input<typeof leadReplySchema>;
type Result = (kind: 'success' | 'error', text: string) => void;

export function ReplyForm({ lead, onResult }: { lead: LeadDetail; onResult: Result }) {
  const { user } = useSession();
  const templates = useReplyTemplates(true);
  const siteName = useSiteName(true);
  const reply = useLeadReply(lead.id);
  const mailOff = useMailStatus()?.enabled === false;
  const blank = { subject: replySubject(lead, leadKindLabel(lead.kind, lead.source)), body: '' };
  const form = useForm<Values, unknown, z.output<typeof leadReplySchema>>({
    resolver: zodResolver(leadReplySchema),
    defaultValues: blank,
  });
  const [template, setTemplate] = useState('');
  const { errors, isSubmitting } = form.formState;
  const list = templates.data?.data ?? [];

  const applyTemplate = (value: string) => {
    setTemplate(value);
    const chosen = list.find((t) => String(t.id) === value);
    if (!chosen) return;
    const values = templateValues(lead, user?.name ?? '', siteName.data ?? 'Ironsite');
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('subject', fillTemplate(chosen.subject, values), options);
    form.setValue('body', fillTemplate(chosen.body, values), options);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await reply.mutateAsync(values);
      form.reset(blank);
      setTemplate('');
      onResult('success', result.message);
    } catch (error) {
      if (!showFieldMessages(form, error, ['subject', 'body']))
        onResult('error', failureText(error, 'Failed to send reply'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      {mailOff ? (
        <MailOffNote>
          E-mail is off on this server (SMTP_URL is not set), so replies cannot be sent. Answer by phone or
          chat and record it under Log a contact.
        </MailOffNote>
      ) : null}
      <p className="text-sm [overflow-wrap:anywhere] text-neutral-600">
        To {lead.email}. Their answer comes to your own e-mail address.
      </p>
      <Field label="Template">
        {(control) => (
          <Select
            {...control}
            value={template}
            onChange={(event) => applyTemplate(event.target.value)}
            disabled={list.length === 0}
            className="text-sm"
          >
            <option value="">
              {templates.isPending
                ? 'Loading templates...'
                : list.length
                  ? 'Choose a template…'
                  : 'No templates yet'}
            </option>
            <Options options={list.map((t) => ({ value: t.id, label: t.name }))} />
          </Select>
        )}
      </Field>
      <Field label="Subject" error={errors.subject?.message} required>
        {(control) => <Input {...control} {...form.register('subject')} className="text-sm" />}
      </Field>
      <Field label="Message" error={errors.body?.message} required>
        {(control) => <Textarea rows={8} {...control} {...form.register('body')} className="text-sm" />}
      </Field>
      <div>
        <Button type="submit" disabled={isSubmitting || mailOff} aria-busy={isSubmitting || undefined}>
          <Send aria-hidden className="size-4" />
          {isSubmitting ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
