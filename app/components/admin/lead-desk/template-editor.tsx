import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureText } from '#app/components/admin/admin-api';
import { EditorForm } from '#app/components/admin/editor-form';
import { useReadOnly } from '#app/components/admin/use-can';
import { Field, Input, Textarea } from '#app/components/ui/field';
import { type ReplyTemplate, replyTemplateInput, TEMPLATE_FIELDS } from '#common/schemas/lead-desk';
import { showFieldErrors } from './desk-resolver';
import { type TemplateInput, useTemplateWrites } from './lead-desk-api';

// A reply template in the admin's modal form: name, subject and message. The placeholders are filled
// on the inquiry before staff see the reply (fillTemplate in common/schemas/lead-desk.ts).

const PLACEHOLDERS = TEMPLATE_FIELDS.map((f) => `{${f}}`).join(', ');

export function TemplateEditor({
  template,
  onClose,
  onSaved,
}: {
  template: ReplyTemplate | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const readOnly = useReadOnly();
  const form = useForm<TemplateInput>({
    resolver: zodResolver(replyTemplateInput),
    defaultValues: template
      ? { name: template.name, subject: template.subject, body: template.body }
      : { name: '', subject: '', body: '' },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const { save } = useTemplateWrites();

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: template?.id ?? null, ...body });
      onSaved(template ? `${saved.data.name} was saved.` : `${saved.data.name} was added.`);
    } catch (error) {
      showFieldErrors(form, error);
      setFailure(failureText(error, 'Failed to save the template'));
    }
  });

  return (
    <EditorForm
      onClose={onClose}
      title={template ? `${readOnly ? 'View' : 'Edit'} template` : 'Add template'}
      dirty={isDirty}
      busy={isSubmitting}
      size="lg"
      failure={failure}
      onSubmit={onSubmit}
      submitLabel={template ? 'Save template' : 'Add template'}
    >
      <Field
        label="Name"
        required
        error={errors.name?.message}
        hint="Only staff see it, in the reply’s template list."
      >
        {(control) => <Input maxLength={120} {...control} {...form.register('name')} />}
      </Field>
      <Field label="Subject" required error={errors.subject?.message}>
        {(control) => <Input maxLength={200} {...control} {...form.register('subject')} />}
      </Field>
      <Field
        label="Message"
        required
        error={errors.body?.message}
        hint={`${PLACEHOLDERS} are replaced by the sender’s name, the machines asked about, and your signature.`}
      >
        {(control) => <Textarea rows={10} {...control} {...form.register('body')} />}
      </Field>
    </EditorForm>
  );
}
