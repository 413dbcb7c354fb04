import { CheckCheck, PhoneCall, RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { failureText } from '#app/components/admin/admin-api';
import { Button } from '#app/components/ui/button';
import type { LeadDetail, LeadUpdateInput } from '#common/schemas/leads';
import { CloseDialog } from './close-dialog';
import { DetailCard } from './detail-card';
import type { LeadUpdated } from './inquiries-api';
import { LeadStatusBadge, PossibleSpamBadge } from './lead-badges';
import { NoteForm } from './note-form';

// The workflow New → Contacted → Closed (with a reason), any step undone by Reopen, plus the
// internal note. Every change is one PATCH; its message ("Inquiry updated successfully.") or the
// failure goes to the page's banner. A role that may read leads but not work them (leads.work)
// sees the status and the note without the controls.
export function StatusCard({
  lead,
  save,
  busy,
  onResult,
  canWork = true,
}: {
  canWork?: boolean;
  lead: LeadDetail;
  save: (body: LeadUpdateInput) => Promise<LeadUpdated>;
  busy: boolean;
  onResult: (kind: 'success' | 'error', text: string) => void;
}) {
  const [closing, setClosing] = useState({ open: false, key: 0 });
  const [pending, setPending] = useState<string | null>(null);

  const change = async (label: string, body: LeadUpdateInput) => {
    setPending(label);
    try {
      const result = await save(body);
      onResult('success', result.message);
    } catch (error) {
      onResult('error', failureText(error, 'Failed to update inquiry'));
    } finally {
      setPending(null);
    }
  };
  const action = (label: string, body: LeadUpdateInput, icon: ReactNode, variant: 'primary' | 'outline') => (
    <Button
      variant={variant}
      onClick={() => void change(label, body)}
      disabled={busy}
      aria-busy={pending === label || undefined}
      className={`px-4 py-2 ${variant === 'outline' ? 'text-charcoal' : ''}`}
    >
      {icon}
      {pending === label ? 'Saving...' : label}
    </Button>
  );

  return (
    <DetailCard title="Status" action={<LeadStatusBadge lead={lead} />}>
      {/* Beside the actions, so a possible spam is seen before it is answered (or closed as spam). */}
      {lead.possible_spam && !lead.spam ? (
        <PossibleSpamBadge reason={lead.possible_spam} className="mb-3" />
      ) : null}
      {canWork ? (
        <>
          <div className="flex flex-wrap gap-2">
            {lead.status === 'new'
              ? action(
                  'Mark as contacted',
                  { status: 'contacted' },
                  <PhoneCall aria-hidden className="size-4" />,
                  'primary',
                )
              : null}
            {lead.status !== 'closed' ? (
              <Button
                variant="dark"
                onClick={() => setClosing((c) => ({ open: true, key: c.key + 1 }))}
                disabled={busy}
                className="px-4 py-2"
              >
                <CheckCheck aria-hidden className="size-4" />
                Close…
              </Button>
            ) : (
              action('Reopen', { status: 'new' }, <RotateCcw aria-hidden className="size-4" />, 'outline')
            )}
          </div>
          <div className="mt-5 border-t border-neutral-200 pt-4">
            <NoteForm key={lead.id} note={lead.note} save={save} onResult={onResult} />
          </div>
        </>
      ) : (
        <p className="[overflow-wrap:anywhere] whitespace-pre-line text-sm text-neutral-800">
          {lead.note ?? <span className="text-neutral-600">No internal note.</span>}
        </p>
      )}
      <CloseDialog
        key={closing.key}
        open={closing.open}
        onClose={() => setClosing((c) => ({ ...c, open: false }))}
        save={save}
        onSaved={(message) => {
          setClosing((c) => ({ ...c, open: false }));
          onResult('success', message);
        }}
      />
    </DetailCard>
  );
}
