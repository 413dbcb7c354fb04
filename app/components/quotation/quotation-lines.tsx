import { HeadRow } from '#app/components/ui/head-row';
import { VAT_NOTES, VAT_RATE_PERCENT } from '#common/money';
import type { BuyerQuotation } from '#common/schemas/quotation-page';
import { money } from './quotation-format';

// The quotation's lines and totals. A phone gets one block per line (six columns do not fit 390 px);
// from the md breakpoint a table, figures right-aligned in tabular digits (DESIGN.md).

type Props = { quotation: BuyerQuotation };

const figure = (label: string) => ({ label, className: 'text-right' });
const COLUMNS = [
  '#',
  'Description',
  figure('Qty'),
  figure('Unit price'),
  figure('Discount'),
  figure('Amount'),
];

export function QuotationLines({ quotation: q }: Props) {
  const m = (amount: number) => money(amount, q.currency);
  return (
    <section aria-labelledby="quotation-lines" className="mt-8">
      <h2 id="quotation-lines" className="text-lg font-semibold">
        Items
      </h2>
      <ol className="mt-3 divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white md:hidden">
        {q.lines.map((line) => (
          <li key={line.position} className="p-4">
            <p className="font-medium break-words">{line.description}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular-nums">
              <dt className="text-neutral-600">Quantity × unit price</dt>
              <dd className="text-right">
                {line.quantity} × {m(line.unit_price)}
              </dd>
              {line.discount > 0 && (
                <>
                  <dt className="text-neutral-600">Discount</dt>
                  <dd className="text-right">−{m(line.discount)}</dd>
                </>
              )}
              <dt className="font-semibold">Amount</dt>
              <dd className="text-right font-semibold">{m(line.amount)}</dd>
            </dl>
          </li>
        ))}
      </ol>
      <div className="mt-3 hidden overflow-hidden rounded-lg border border-neutral-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-neutral-50 text-neutral-700">
            <HeadRow columns={COLUMNS} cellClass="px-4 py-3 font-semibold" />
          </thead>
          <tbody className="divide-y divide-neutral-200 tabular-nums">
            {q.lines.map((line) => (
              <tr key={line.position}>
                <td className="px-4 py-3 text-neutral-600">{line.position}</td>
                <td className="px-4 py-3 break-words">{line.description}</td>
                <td className="px-4 py-3 text-right">{line.quantity}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{m(line.unit_price)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  {line.discount > 0 ? `−${m(line.discount)}` : '—'}
                </td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">{m(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <QuotationTotals quotation={q} />
    </section>
  );
}

const VAT_LABEL = `VAT (${VAT_RATE_PERCENT}%)`;

function QuotationTotals({ quotation: q }: Props) {
  const m = (amount: number) => money(amount, q.currency);
  const rows: [string, string, boolean?][] = [['Subtotal', m(q.totals.subtotal)]];
  if (q.totals.discount > 0) rows.push(['Discount', `−${m(q.totals.discount)}`]);
  if (q.vat_mode === 'exclusive') rows.push([VAT_LABEL, m(q.totals.vat)]);
  rows.push(['Total', m(q.totals.total), true]);
  if (q.vat_mode === 'inclusive') rows.push([`of which ${VAT_LABEL}`, m(q.totals.vat)]);
  const note = VAT_NOTES[q.vat_mode];
  return (
    <div className="mt-4 flex justify-end">
      <div className="w-full sm:max-w-sm">
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm tabular-nums">
          {rows.map(([label, value, strong]) => (
            <div
              key={label}
              className={`col-span-2 grid grid-cols-subgrid ${strong ? 'border-t border-neutral-300 pt-2 text-lg font-semibold' : ''}`}
            >
              <dt className={strong ? '' : 'text-neutral-700'}>{label}</dt>
              <dd className="text-right whitespace-nowrap">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-right text-sm text-neutral-600">
          Amounts in {q.currency}.{note ? ` ${note}.` : ' No VAT is added.'}
        </p>
      </div>
    </div>
  );
}
