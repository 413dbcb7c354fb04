import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { failureText, useAdminQuery } from '#app/components/admin/admin-api';
import { REPORT_DAYS, type ResponseTimes as Report } from '#common/schemas/lead-desk';
import { leadKindLabel } from '#common/schemas/leads';
import { OverdueList } from './overdue-list';
import { ResponseFigureTiles } from './response-figures';
import { ResponseTable } from './response-table';

// Response times (docs/product.md §24): how fast leads got their first answer, in business hours,
// over the last 7, 30 or 90 days, overall and by person, kind and source page, and what is overdue
// now. Managers and admins see everyone's; the server gives a sales rep only their own figures.
// The period is in the address (`?response_days=7`), as the interest figures' is.

const DEFAULT_DAYS = 30;
const PARAM = 'response_days';
const periodOf = (value: string | null) =>
  (REPORT_DAYS as readonly number[]).find((d) => String(d) === value) ?? DEFAULT_DAYS;

export function ResponseTimes() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get(PARAM));
  const query = useAdminQuery<{ data: Report }>(
    ['dashboard', 'response-times', days],
    `/admin/reports/response-times?days=${days}`,
  );
  const report = query.data?.data.days === days ? query.data.data : undefined;
  const state = query.isError ? 'failed' : report ? 'ready' : 'loading';
  // "Overdue by" counts from when the figures were read.
  const now = useMemo(() => (report ? Date.now() : 0), [report]);
  const choose = (value: number) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === DEFAULT_DAYS) next.delete(PARAM);
        else next.set(PARAM, String(value));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const none = `No inquiries in the last ${days} days.`;
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id={id} className="text-xl font-semibold text-charcoal">
            Response times
          </h3>
          <p className="mt-1 text-sm text-neutral-600">
            Time from an inquiry’s arrival to its first reply or logged contact, counted in business hours.
          </p>
        </div>
        <fieldset className="flex shrink-0 gap-1.5">
          <legend className="sr-only">Response times period</legend>
          {REPORT_DAYS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={days === value}
              onClick={() => choose(value)}
              className={`rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                days === value
                  ? 'border-charcoal bg-charcoal text-white'
                  : 'border-neutral-300 bg-white text-charcoal hover:bg-neutral-50'
              }`}
            >
              {value} days
            </button>
          ))}
        </fieldset>
      </div>
      {query.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failureText(query.error, 'Failed to load response times')}
        </p>
      ) : null}
      <ResponseFigureTiles figures={report?.overall} />
      <div className="grid min-w-0 gap-2">
        <h4 className="text-base font-semibold text-charcoal">Overdue now</h4>
        {report ? (
          <OverdueList leads={report.overdue} now={now} />
        ) : (
          <p className="text-sm text-neutral-600">{state === 'failed' ? '–' : 'Loading...'}</p>
        )}
      </div>
      <div className="grid min-w-0 gap-2">
        <h4 className="text-base font-semibold text-charcoal">By person</h4>
        <ResponseTable
          caption={`Response times by person, last ${days} days`}
          first="Person"
          state={state}
          emptyText={none}
          rows={(report?.by_user ?? []).map((f) => ({
            key: String(f.user_id ?? 'none'),
            label: f.user_id === null ? <span className="text-neutral-600">{f.name}</span> : f.name,
            figures: f,
          }))}
        />
      </div>
      {/* Side by side from xl, where each keeps the median and the share within target as columns. */}
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <div className="grid min-w-0 gap-2">
          <h4 className="text-base font-semibold text-charcoal">By kind</h4>
          <ResponseTable
            caption={`Response times by kind, last ${days} days`}
            first="Kind"
            state={state}
            emptyText={none}
            rows={(report?.by_kind ?? []).map((f) => ({
              key: f.kind,
              label: leadKindLabel(f.kind),
              figures: f,
            }))}
          />
        </div>
        <div className="grid min-w-0 gap-2">
          <h4 className="text-base font-semibold text-charcoal">By source page</h4>
          <ResponseTable
            caption={`Response times by source page, last ${days} days`}
            first="Page"
            state={state}
            emptyText={none}
            rows={(report?.by_source ?? []).map((f) => ({
              key: f.page,
              label: <span className="font-mono text-xs">{f.page}</span>,
              figures: f,
            }))}
          />
        </div>
      </div>
    </section>
  );
}
