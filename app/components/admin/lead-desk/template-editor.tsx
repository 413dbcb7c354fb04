import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { failureText } from '#app/components/admin/admin-api';
import { EditorForm } from '#app/components/admin/editor-form';
import type { SavingDialogProps } from '#app/components/admin/editor-modal';
import { useReadOnly } from '#app/components/admin/use-can';
import { useFormSubmit } from '#app/components/admin/use-record-save';
import { TextAreaField, TextField } from '#app/components/forms/form-fields';
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
}: SavingDialogProps & {
  template: ReplyTemplate | null;
}) {
  const readOnly = useReadOnly();
  const form = useForm<TemplateInput>({
    resolver: zodResolver(replyTemplateInput),
    defaultValues: template
      ? { name: template.name, subject: template.subject, body: template.body }
      : { name: '', subject: '', body: '' },
  });
  const { save } = useTemplateWrites();
  const submit = useFormSubmit(
    form,
    async (body) => {
      const saved = await save.mutateAsync({ id: template?.id ?? null, ...body });
      onSaved(template ? `${saved.data.name} was saved.` : `${saved.data.name} was added.`);
    },
    (error) => {
      showFieldErrors(form, error);
      return failureText(error, 'Failed to save the template');
    },
  );

  return (
    <EditorForm
      {...submit}
      onClose={onClose}
      title={template ? `${readOnly ? 'View' : 'Edit'} template` : 'Add template'}
      size="lg"
      submitLabel={template ? 'Save template' : 'Add template'}
      history={
        template ? { entity: 'lead_desk', id: `template:${template.id}`, onReverted: onSaved } : undefined
      }
    >
      <TextField
        form={form}
        name="name"
        label="Name"
        required
        hint="Only staff see it, in the reply’s template list."
        maxLength={120}
      />
      <TextField form={form} name="subject" label="Subject" required maxLength={200} />
      <TextAreaField
        form={form}
        name="body"
        label="Message"
        required
        hint={`${PLACEHOLDERS} are replaced by the sender’s name, the machines asked about, and your signature.`}
        rows={10}
      />
    </EditorForm>
  );
}
