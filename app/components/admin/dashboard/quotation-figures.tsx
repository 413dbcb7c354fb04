import { failureText, useAdminQuery } from '#app/components/admin/admin-api';
import { type Currency, formatCents, toCents } from '#common/money';
import type { QuotationFigures as Figures } from '#common/schemas/quotations';
import { PeriodReport, useReportPeriod } from './period-choice';

// Quotations (docs/product.md §25): how many were sent and accepted in the last 7, 30 or 90 days and
// what they are worth, per currency (a change of the site's currency leaves earlier quotations in
// theirs), with the share of those sent that the buyers have accepted since. A revised quotation
// counts once, at its newest revision (server/services/quotations/figures.ts). Managers and admins
// see everyone's; the server gives a sales rep only their own.

const PARAM = 'quotation_days';
const formatCount = new Intl.NumberFormat('en-PH');
const money = (value: number, currency: Currency) => formatCents(toCents(value), currency);

function Tile({ label, value, note, wide }: { label: string; value: string; note: string; wide?: boolean }) {
  return (
    <div
      className={`rounded-lg border border-neutral-200 bg-white p-4 shadow-sm ${wide ? 'col-span-2 sm:col-span-1' : ''}`}
    >
      <dt className="text-sm font-medium text-neutral-700">{label}</dt>
      <dd className="mt-2 text-2xl leading-8 font-semibold text-charcoal tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm font-medium break-words text-neutral-700 tabular-nums">{note}</dd>
    </div>
  );
}

function CurrencyFigures({ figures, titled }: { figures: Figures['currencies'][number]; titled: boolean }) {
  const { currency, sent, sent_value, sent_accepted, accepted, accepted_value } = figures;
  const rate = sent === 0 ? '–' : `${Math.round((100 * sent_accepted) / sent)}%`;
  return (
    <div className="grid gap-2">
      {titled ? <h4 className="text-base font-semibold text-charcoal">In {currency}</h4> : null}
      {/* Sent and Accepted side by side on a phone, the rate below them. */}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Tile label="Sent" value={formatCount.format(sent)} note={money(sent_value, currency)} />
        <Tile label="Accepted" value={formatCount.format(accepted)} note={money(accepted_value, currency)} />
        <Tile
          label="Acceptance rate"
          wide
          value={rate}
          note={`${formatCount.format(sent_accepted)} of ${formatCount.format(sent)} sent accepted so far`}
        />
      </dl>
    </div>
  );
}

export function QuotationFigures() {
  const period = useReportPeriod(PARAM);
  const [days] = period;
  const query = useAdminQuery<{ data: Figures }>(
    ['dashboard', 'quotations', days],
    `/admin/reports/quotations?days=${days}`,
  );
  const figures = query.data?.data.days === days ? query.data.data : undefined;
  return (
    <PeriodReport
      title="Quotations"
      description="Quotations sent and accepted, with their totals. A revised quotation counts once, at its newest revision."
      period={period}
      failure={query.isError ? failureText(query.error, 'Failed to load quotation figures') : null}
    >
      {query.isError ? null : !figures ? (
        <div aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              className={`block h-28 rounded-lg bg-neutral-200 motion-safe:animate-pulse ${i === 2 ? 'col-span-2 sm:col-span-1' : ''}`}
            />
          ))}
        </div>
      ) : figures.currencies.length === 0 ? (
        <p className="rounded-lg border border-neutral-200 bg-white px-4 py-6 text-sm text-neutral-600">
          No quotations sent or accepted in the last {days} days.
        </p>
      ) : (
        figures.currencies.map((c) => (
          <CurrencyFigures key={c.currency} figures={c} titled={figures.currencies.length > 1} />
        ))
      )}
    </PeriodReport>
  );
}
