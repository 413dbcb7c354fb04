import { CheckCheck, Eye, FilePenLine, FileText, GitBranchPlus, Send } from 'lucide-react';
import { useState } from 'react';
import { failureText } from '#app/components/admin/admin-api';
import { Button } from '#app/components/ui/button';
import { QUOTATION_STATUS_LABELS, type Quotation, type QuotationStatus } from '#common/schemas/quotations';
import { CopyLink } from './copy-link';
import { calendarDate, type QuotationActions, timeline, totalText } from './quotation-format';
import { openQuotationPdf } from './quotations-api';

// One quotation in the lead's Quotations card: its reference, state, total and validity, what has
// happened to it, and what staff may do with it now (quotation-format.ts says which).

const BADGE: Record<QuotationStatus, string> = {
  draft: 'bg-neutral-200 text-neutral-800',
  sent: 'bg-blue-100 text-blue-900',
  viewed: 'bg-indigo-100 text-indigo-900',
  accepted: 'bg-green-100 text-green-900',
  expired: 'bg-amber-100 text-amber-900',
  superseded: 'border border-neutral-300 bg-white text-neutral-700',
};

function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[status]}`}
    >
      {QUOTATION_STATUS_LABELS[status]}
    </span>
  );
}

export interface EntryHandlers {
  onEdit: (q: Quotation) => void;
  onSend: (q: Quotation) => void;
  onRevise: (q: Quotation) => Promise<void>;
  onCloseAsWon: (q: Quotation) => Promise<void>;
  onError: (text: string) => void;
}

const ACTION = 'px-3 py-1.5 text-charcoal';

export function QuotationEntry({
  quotation: q,
  actions,
  handlers,
}: {
  quotation: Quotation;
  /** null: the role only reads quotations. */
  actions: QuotationActions | null;
  handlers: EntryHandlers;
}) {
  const [busy, setBusy] = useState<'pdf' | 'revise' | 'won' | null>(null);
  const run = async (which: 'pdf' | 'revise' | 'won', work: () => Promise<void>, failure: string) => {
    setBusy(which);
    try {
      await work();
    } catch (error) {
      handlers.onError(failureText(error, failure));
    } finally {
      setBusy(null);
    }
  };
  const lines = q.lines.length;

  return (
    <li className="rounded-md border border-neutral-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-charcoal">{q.reference}</span>
          <QuotationStatusBadge status={q.status} />
        </p>
        <p className="text-base font-semibold text-charcoal tabular-nums">{totalText(q)}</p>
      </div>
      <p className="mt-1 text-sm text-neutral-700">
        Valid until {calendarDate(q.valid_until)} · {lines} {lines === 1 ? 'line' : 'lines'} · by{' '}
        {q.signatory.name}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-neutral-700">
        {timeline(q).map((text) => (
          <li key={text} className={text.startsWith('Accepted') ? 'font-medium text-green-900' : undefined}>
            {text}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        {actions?.edit ? (
          <Button variant="outline" className={ACTION} onClick={() => handlers.onEdit(q)}>
            <FilePenLine aria-hidden className="size-4" />
            Edit<span className="sr-only"> {q.reference}</span>
          </Button>
        ) : null}
        <Button
          variant="outline"
          className={ACTION}
          disabled={busy !== null}
          aria-busy={busy === 'pdf' || undefined}
          onClick={() => void run('pdf', () => openQuotationPdf(q), 'Failed to open the PDF')}
        >
          {q.status === 'draft' ? (
            <Eye aria-hidden className="size-4" />
          ) : (
            <FileText aria-hidden className="size-4" />
          )}
          {busy === 'pdf' ? 'Opening...' : q.status === 'draft' ? 'Preview PDF' : 'PDF'}
          <span className="sr-only"> of {q.reference}</span>
        </Button>
        {actions?.send ? (
          <Button className="px-3 py-1.5" onClick={() => handlers.onSend(q)}>
            <Send aria-hidden className="size-4" />
            Send…<span className="sr-only"> {q.reference}</span>
          </Button>
        ) : null}
        {actions?.revise ? (
          <Button
            variant="outline"
            className={ACTION}
            disabled={busy !== null}
            aria-busy={busy === 'revise' || undefined}
            onClick={() => void run('revise', () => handlers.onRevise(q), 'Failed to revise quotation')}
          >
            <GitBranchPlus aria-hidden className="size-4" />
            {busy === 'revise' ? 'Starting...' : 'Revise'}
            <span className="sr-only"> {q.reference}</span>
          </Button>
        ) : null}
        {actions?.closeAsWon ? (
          <Button
            variant="dark"
            className="px-3 py-1.5"
            disabled={busy !== null}
            aria-busy={busy === 'won' || undefined}
            onClick={() => void run('won', () => handlers.onCloseAsWon(q), 'Failed to update inquiry')}
          >
            <CheckCheck aria-hidden className="size-4" />
            {busy === 'won' ? 'Saving...' : 'Close as won'}
          </Button>
        ) : null}
      </div>
      {actions?.copyLink ? (
        <div className="mt-2">
          <CopyLink quotation={q} />
        </div>
      ) : null}
    </li>
  );
}
