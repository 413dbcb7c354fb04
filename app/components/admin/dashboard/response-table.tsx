import type { ReactNode } from 'react';
import { cellClass, type HeadCell } from '#app/components/admin/admin-table';
import { countText } from '#app/lib/count-text';
import type { ResponseFigures } from '#common/schemas/lead-desk';
import { FiguresTable } from './figures-table';
import { minutesText, percentText } from './response-figures';

// One breakdown of the response figures (by person, by kind, by source page). The table fits its
// frame down to a phone: below 42 rem the counts go under the name and only the median and the
// share within target keep their columns.

const WIDE = 'hidden @2xl:table-cell';
const NUMBER = 'text-right';
const numberCell = `${cellClass} text-right tabular-nums whitespace-nowrap`;
const formatCount = new Intl.NumberFormat('en-PH');

export interface ResponseRow {
  key: string;
  label: ReactNode;
  figures: ResponseFigures;
}

export function ResponseTable({
  caption,
  first,
  rows,
  state,
  emptyText,
}: {
  caption: string;
  /** The first column's heading: Person, Kind, Page. */
  first: string;
  rows: ResponseRow[];
  state: 'loading' | 'failed' | 'ready';
  emptyText: string;
}) {
  const head: HeadCell[] = [
    first,
    { label: 'Leads', className: `${WIDE} ${NUMBER}` },
    { label: 'Answered', className: `${WIDE} ${NUMBER}` },
    { label: 'Median', className: NUMBER },
    { label: '90th pct.', className: `${WIDE} ${NUMBER}` },
    { label: 'Within target', className: NUMBER },
    { label: 'Overdue now', className: `${WIDE} ${NUMBER}` },
  ];
  return (
    <FiguresTable caption={caption} head={head} state={state} empty={rows.length === 0 && emptyText}>
      {rows.map(({ key, label, figures: f }) => (
        <tr key={key} className="hover:bg-neutral-50">
          <td className={`${cellClass} min-w-32 [overflow-wrap:anywhere]`}>
            <span className="block font-medium text-charcoal">{label}</span>
            <span className="block text-xs text-neutral-600 @2xl:hidden">
              {countText(f.leads, 'lead', 'leads')} · {formatCount.format(f.answered)} answered
              {f.overdue_now > 0 ? ` · ${formatCount.format(f.overdue_now)} overdue` : null}
            </span>
          </td>
          <td className={`${numberCell} ${WIDE}`}>{formatCount.format(f.leads)}</td>
          <td className={`${numberCell} ${WIDE}`}>{formatCount.format(f.answered)}</td>
          <td className={numberCell}>{minutesText(f.median_minutes)}</td>
          <td className={`${numberCell} ${WIDE}`}>{minutesText(f.p90_minutes)}</td>
          <td className={numberCell}>{percentText(f.within_target_pct)}</td>
          <td className={`${numberCell} ${WIDE} ${f.overdue_now > 0 ? 'font-semibold text-red-800' : ''}`}>
            {formatCount.format(f.overdue_now)}
          </td>
        </tr>
      ))}
    </FiguresTable>
  );
}
