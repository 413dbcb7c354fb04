import { type Control, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type Currency, formatCents, VAT_NOTES, VAT_RATE_PERCENT, type VatMode } from '#common/money';
import { QUOTATION_MESSAGES, type quotationInputSchema } from '#common/schemas/quotations';
import { previewTotals } from './builder-values';

// The totals as the lines are typed: the shared arithmetic (VAT once, on the net, half up), shown
// for the preview only — the saved quotation carries the server's own figures.

type Values = z.input<typeof quotationInputSchema>;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-6 ${strong ? 'border-t border-charcoal pt-2 text-base font-semibold' : ''}`}
    >
      <dt className={strong ? 'text-charcoal' : 'text-neutral-700'}>{label}</dt>
      <dd className="text-right text-charcoal tabular-nums">{value}</dd>
    </div>
  );
}

export function BuilderTotals({
  control,
  currency,
  vatMode,
}: {
  control: Control<Values>;
  currency: Currency;
  vatMode: VatMode;
}) {
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const totals = previewTotals(lines, vatMode);
  const money = (cents: number) => formatCents(cents, currency);
  return (
    <section
      aria-label="Totals"
      className="w-full rounded-md bg-neutral-50 p-4 text-sm sm:ml-auto sm:max-w-sm"
    >
      {totals ? (
        <dl className="grid gap-1.5">
          <Row label="Subtotal" value={money(totals.subtotal)} />
          {totals.discount > 0 ? <Row label="Discounts" value={`− ${money(totals.discount)}`} /> : null}
          {vatMode === 'exclusive' ? (
            <Row label={`VAT (${VAT_RATE_PERCENT}%)`} value={money(totals.vat)} />
          ) : vatMode === 'inclusive' ? (
            <Row label={`VAT included (${VAT_RATE_PERCENT}%)`} value={money(totals.vat)} />
          ) : null}
          <Row label="Total" value={money(totals.total)} strong />
        </dl>
      ) : (
        <p className="text-red-700">{QUOTATION_MESSAGES.total}</p>
      )}
      {VAT_NOTES[vatMode] ? <p className="mt-2 text-xs text-neutral-600">{VAT_NOTES[vatMode]}</p> : null}
    </section>
  );
}
