import { useMemo } from 'react';
import { failureText, useAdminQuery } from '#app/components/admin/admin-api';
import type { ResponseTimes as Report } from '#common/schemas/lead-desk';
import { leadKindLabel } from '#common/schemas/leads';
import { OverdueList } from './overdue-list';
import { PeriodReport, useReportPeriod } from './period-choice';
import { ResponseFigureTiles } from './response-figures';
import { type ResponseRow, ResponseTable } from './response-table';

// Response times (docs/product.md §24): how fast leads got their first answer, in business hours,
// over the last 7, 30 or 90 days, overall and by person, kind and source page, and what is overdue
// now. Managers and admins see everyone's; the server gives a sales rep only their own figures.
// The period is in the address (`?response_days=7`), as the interest figures' is.

export function ResponseTimes() {
  const period = useReportPeriod('response_days');
  const [days] = period;
  const query = useAdminQuery<{ data: Report }>(
    ['dashboard', 'response-times', days],
    `/admin/reports/response-times?days=${days}`,
  );
  const report = query.data?.data.days === days ? query.data.data : undefined;
  const state = query.isError ? 'failed' : report ? 'ready' : 'loading';
  // "Overdue by" counts from when the figures were read.
  const now = useMemo(() => (report ? Date.now() : 0), [report]);
  const none = `No inquiries in the last ${days} days.`;
  const breakdown = (by: string, first: string, rows: ResponseRow[]) => (
    <div className="grid min-w-0 gap-2">
      <h4 className="text-base font-semibold text-charcoal">By {by}</h4>
      <ResponseTable
        caption={`Response times by ${by}, last ${days} days`}
        first={first}
        state={state}
        emptyText={none}
        rows={rows}
      />
    </div>
  );
  return (
    <PeriodReport
      title="Response times"
      description="Time from an inquiry’s arrival to its first reply or logged contact, counted in business hours."
      period={period}
      failure={query.isError ? failureText(query.error, 'Failed to load response times') : null}
    >
      <ResponseFigureTiles figures={report?.overall} />
      <div className="grid min-w-0 gap-2">
        <h4 className="text-base font-semibold text-charcoal">Overdue now</h4>
        {report ? (
          <OverdueList leads={report.overdue} now={now} />
        ) : (
          <p className="text-sm text-neutral-600">{state === 'failed' ? '–' : 'Loading...'}</p>
        )}
      </div>
      {breakdown(
        'person',
        'Person',
        (report?.by_user ?? []).map((f) => ({
          key: String(f.user_id ?? 'none'),
          label: f.user_id === null ? <span className="text-neutral-600">{f.name}</span> : f.name,
          figures: f,
        })),
      )}
      {/* Side by side from xl, where each keeps the median and the share within target as columns. */}
      <div className="grid items-start gap-4 xl:grid-cols-2">
        {breakdown(
          'kind',
          'Kind',
          (report?.by_kind ?? []).map((f) => ({ key: f.kind, label: leadKindLabel(f.kind), figures: f })),
        )}
        {breakdown(
          'source page',
          'Page',
          (report?.by_source ?? []).map((f) => ({
            key: f.page,
            label: <span className="font-mono text-xs">{f.page}</span>,
            figures: f,
          })),
        )}
      </div>
    </PeriodReport>
  );
}
