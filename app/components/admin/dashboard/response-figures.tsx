import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatBusinessMinutes } from '#app/components/admin/inquiries/lead-clock';
import { adminPaths } from '#common/admin-paths';
import type { ResponseFigures } from '#common/schemas/lead-desk';

// The period's headline figures (docs/product.md §24): the median and 90th-percentile first
// response in business hours, the share answered by the due time, and the leads overdue now (a
// link to the inbox's Overdue filter).

const formatCount = new Intl.NumberFormat('en-PH');

export const minutesText = (minutes: number | null) =>
  minutes === null ? '–' : formatBusinessMinutes(minutes);
export const percentText = (pct: number | null) => (pct === null ? '–' : `${Math.round(pct)}%`);

const OVERDUE = `${adminPaths.inquiries()}?overdue=true`;

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-neutral-700">{label}</dt>
      <dd className="mt-2 text-2xl leading-8 font-semibold text-charcoal tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-neutral-600">{note}</dd> : null}
    </div>
  );
}

export function ResponseFigureTiles({ figures }: { figures: ResponseFigures | undefined }) {
  if (!figures)
    return (
      <div aria-hidden className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="block h-28 rounded-lg bg-neutral-200 motion-safe:animate-pulse" />
        ))}
      </div>
    );
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile
        label="Median first response"
        value={minutesText(figures.median_minutes)}
        note={`Business hours · ${formatCount.format(figures.answered)} of ${formatCount.format(figures.leads)} answered`}
      />
      <Tile label="90th percentile" value={minutesText(figures.p90_minutes)} note="9 in 10 answered within" />
      <Tile
        label="Within target"
        value={percentText(figures.within_target_pct)}
        note="Answered by the due time"
      />
      <div className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
        <dt className="text-sm font-medium text-neutral-700">Overdue now</dt>
        <dd
          className={`mt-2 text-2xl leading-8 font-semibold tabular-nums ${figures.overdue_now > 0 ? 'text-red-800' : 'text-charcoal'}`}
        >
          {formatCount.format(figures.overdue_now)}
        </dd>
        <dd className="mt-1 text-xs">
          <Link
            to={OVERDUE}
            className="inline-flex items-center gap-1 text-neutral-700 underline-offset-2 hover:text-charcoal hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            Open in the inbox
            <ArrowRight aria-hidden className="size-3.5" />
          </Link>
        </dd>
      </div>
    </dl>
  );
}
