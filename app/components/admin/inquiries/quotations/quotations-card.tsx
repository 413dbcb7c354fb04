import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { failureText } from '#app/components/admin/admin-api';
import { useConfirm } from '#app/components/admin/confirm-dialog';
import { LoadFailure } from '#app/components/admin/list-failure';
import { Button } from '#app/components/ui/button';
import type { LeadDetail, LeadUpdateInput } from '#common/schemas/leads';
import type { Quotation } from '#common/schemas/quotations';
import { DetailCard } from '../detail-card';
import type { LeadUpdated } from '../inquiries-api';
import { fromPrefill, fromQuotation, type LineValues } from './builder-values';
import { type BuilderStart, QuotationBuilder } from './quotation-builder';
import { QuotationEntry } from './quotation-entry';
import { actionsFor, newestFirst } from './quotation-format';
import { useLeadQuotations, usePrefillFetch, useQuotationRevise } from './quotations-api';
import { SendDialog } from './send-dialog';

// The lead page's Quotations card (docs/product.md §25.3), on quote requests, quote lists and
// product inquiries. Everyone who reads the lead sees its quotations and their PDFs; staff with
// quotations.write build, send and revise them; an accepted one offers Close as won to those who
// work leads — the buyer's acceptance alone never closes the lead.

type Result = (kind: 'success' | 'error', text: string) => void;

const startOf = (q: Quotation): BuilderStart => ({
  quotation: q,
  values: fromQuotation(q),
  currency: q.currency,
  vatMode: q.vat_mode,
});

export function QuotationsCard({
  lead,
  canWrite,
  canWork,
  save,
  onResult,
  startLines,
}: {
  lead: LeadDetail;
  canWrite: boolean;
  canWork: boolean;
  save: (body: LeadUpdateInput) => Promise<LeadUpdated>;
  onResult: Result;
  /** The lines a new quotation starts with instead of the machines asked for: a parts request's
   * lines as free lines (docs/product.md §30). Its terms and validity are still the prefill's. */
  startLines?: LineValues[];
}) {
  const list = useLeadQuotations(lead.id);
  const [builder, setBuilder] = useState<{ key: number; start: BuilderStart } | null>(null);
  const [sending, setSending] = useState<Quotation | null>(null);
  /** A dialog that finished closes, and what it did is said in the inquiry's banner. */
  const closeWith = (close: (none: null) => void, message: string) => {
    close(null);
    onResult('success', message);
  };
  const [opening, setOpening] = useState(false);
  const { confirm, dialog } = useConfirm();
  const fetchPrefill = usePrefillFetch(lead.id);
  const revise = useQuotationRevise();
  // No one to write to once the sender had their data erased (the API refuses with 409 too).
  const writable = canWrite && !lead.consent.erased_at;
  const quotations = newestFirst(list.data ?? []);

  const open = (start: BuilderStart) => setBuilder((b) => ({ key: (b?.key ?? 0) + 1, start }));

  const startNew = async () => {
    setOpening(true);
    try {
      const prefill = await fetchPrefill();
      const values = fromPrefill(prefill);
      open({
        quotation: null,
        values: startLines ? { ...values, lines: startLines } : values,
        currency: prefill.currency,
        vatMode: prefill.vat_mode,
      });
    } catch (error) {
      onResult('error', failureText(error, 'Failed to start a quotation'));
    } finally {
      setOpening(false);
    }
  };

  const handlers = {
    onEdit: (q: Quotation) => open(startOf(q)),
    onSend: (q: Quotation) => setSending(q),
    onRevise: async (q: Quotation) => {
      const result = await revise.mutateAsync(q.id);
      onResult('success', result.message);
      open(startOf(result.data));
    },
    onCloseAsWon: async (q: Quotation) => {
      const ok = await confirm({
        title: 'Close as won?',
        description: `${q.accepted_name ?? 'The buyer'} accepted ${q.reference}. Close this inquiry as won? You can reopen it later.`,
        confirmLabel: 'Close as won',
        destructive: false,
      });
      if (!ok) return;
      const result = await save({ status: 'closed', close_reason: 'won' });
      onResult('success', result.message);
    },
    onError: (text: string) => onResult('error', text),
  };

  return (
    <DetailCard
      title="Quotations"
      action={
        writable ? (
          <Button
            className="px-3 py-1.5"
            onClick={() => void startNew()}
            disabled={opening}
            aria-busy={opening || undefined}
          >
            <FilePlus2 aria-hidden className="size-4" />
            {opening ? 'Loading...' : startLines ? 'Create quotation' : 'New quotation'}
          </Button>
        ) : null
      }
    >
      {list.isError ? (
        <LoadFailure
          text={failureText(list.error, 'Failed to load quotations')}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <p role="status" className="text-sm text-neutral-600">
          Loading quotations...
        </p>
      ) : quotations.length === 0 ? (
        <p className="text-sm text-neutral-600">
          No quotations yet.
          {writable
            ? startLines
              ? ' Create quotation starts one from the part lines.'
              : ' New quotation starts one from the machines asked for.'
            : ''}
        </p>
      ) : (
        <ul className="grid gap-3">
          {quotations.map((q) => {
            const actions = actionsFor(q, quotations);
            return (
              <QuotationEntry
                key={q.id}
                quotation={q}
                actions={
                  writable || canWork
                    ? {
                        edit: writable && actions.edit,
                        send: writable && actions.send,
                        revise: writable && actions.revise,
                        copyLink: writable && actions.copyLink,
                        closeAsWon:
                          canWork &&
                          actions.closeAsWon &&
                          !(lead.status === 'closed' && lead.close_reason === 'won'),
                      }
                    : null
                }
                handlers={handlers}
              />
            );
          })}
        </ul>
      )}
      {builder ? (
        <QuotationBuilder
          key={builder.key}
          lead={lead}
          start={builder.start}
          onClose={() => setBuilder(null)}
          onSaved={(message) => closeWith(setBuilder, message)}
        />
      ) : null}
      {sending ? (
        <SendDialog
          quotation={sending}
          email={lead.email}
          onClose={() => setSending(null)}
          onSent={(message) => closeWith(setSending, message)}
        />
      ) : null}
      {dialog}
    </DetailCard>
  );
}
