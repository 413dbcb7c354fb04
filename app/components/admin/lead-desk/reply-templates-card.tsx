import { Plus } from 'lucide-react';
import { useState } from 'react';
import { RowActions } from '#app/components/admin/row-actions';
import { StatusBanner } from '#app/components/admin/status-message';
import { useReadOnly } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';
import type { ReplyTemplate } from '#common/schemas/lead-desk';
import { DeskCard, DeskLoading } from './desk-card';
import { useReplyTemplates, useTemplateWrites } from './lead-desk-api';
import { TemplateEditor } from './template-editor';
import { useDeskRemove } from './use-desk-remove';

// Reply templates (docs/product.md §24): the answers staff start from when they reply to an inquiry
// from the inbox. Each is added, changed or deleted on its own.

export function ReplyTemplatesCard() {
  const { data, error } = useReplyTemplates();
  const readOnly = useReadOnly();
  const {
    status,
    dialog,
    onRemove: onDelete,
  } = useDeskRemove<ReplyTemplate>(
    useTemplateWrites().remove,
    'Delete',
    () => 'The template is removed for good.',
  );
  // null: closed; 'new': adding; a template: editing (or viewing, read-only).
  const [open, setOpen] = useState<ReplyTemplate | 'new' | null>(null);

  return (
    <DeskCard
      id="reply-templates"
      title="Reply templates"
      description={
        <p>Ready answers for replying to an inquiry from the inbox; staff edit them before sending.</p>
      }
    >
      <StatusBanner message={status.message} onDismiss={status.clear} />
      {data ? (
        data.data.length === 0 ? (
          <p className="rounded-md border border-dashed border-neutral-300 px-4 py-6 text-center text-sm text-neutral-600">
            No templates yet.
          </p>
        ) : (
          <ul
            aria-label="Reply templates"
            className="divide-y divide-neutral-200 rounded-md border border-neutral-200"
          >
            {data.data.map((template) => (
              <li key={template.id} className="flex items-center gap-3 px-3 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium break-words text-charcoal">{template.name}</span>
                  <span className="block truncate text-sm text-neutral-600">{template.subject}</span>
                </span>
                <RowActions
                  name={template.name}
                  onEdit={() => setOpen(template)}
                  onDelete={() => onDelete(template)}
                />
              </li>
            ))}
          </ul>
        )
      ) : (
        <DeskLoading error={error} what="reply templates" />
      )}
      {readOnly ? null : (
        <Button variant="outline" className="mt-3 text-charcoal" onClick={() => setOpen('new')}>
          <Plus aria-hidden className="size-4" />
          Add template
        </Button>
      )}
      {open ? (
        <TemplateEditor
          template={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
          onSaved={(text) => {
            setOpen(null);
            status.show('success', text);
          }}
        />
      ) : null}
      {dialog}
    </DeskCard>
  );
}
