import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { failureText, useAdminQuery } from '#app/components/admin/admin-api';
import { type InterestFigures as Figures, INTEREST_DAYS, TOP_MACHINES } from '#common/schemas/interest';
import { InterestFunnel } from './interest-funnel';
import { TopMachines } from './top-machines';

// Interest in machines (docs/product.md §20): the funnel and the top machines of the last 7 or 30
// days. The period is in the address (`?days=30`), so reload and back keep it.

const periodOf = (value: string | null) => (value === '30' ? 30 : 7);

export function InterestFigures() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get('days'));
  const query = useAdminQuery<Figures>(
    ['dashboard', 'interest', days],
    `/admin/dashboard/interest?days=${days}`,
  );
  const figures = query.data?.days === days ? query.data : undefined;
  const choose = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === '7') next.delete('days');
        else next.set('days', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id={id} className="text-xl font-semibold text-charcoal">
            Interest in machines
          </h3>
          <p className="mt-1 text-sm text-neutral-600">
            Views of each machine’s page, adds to the comparison and the quote list, chat clicks and quote
            requests. Counted per day; nothing about the visitors is kept.
          </p>
        </div>
        <fieldset className="flex shrink-0 gap-1.5">
          <legend className="sr-only">Period</legend>
          {INTEREST_DAYS.map((value) => {
            const current = String(days) === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={current}
                onClick={() => choose(value)}
                className={`rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                  current
                    ? 'border-charcoal bg-charcoal text-white'
                    : 'border-neutral-300 bg-white text-charcoal hover:bg-neutral-50'
                }`}
              >
                Last {value} days
              </button>
            );
          })}
        </fieldset>
      </div>
      {query.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failureText(query.error, 'Failed to load interest figures')}
        </p>
      )}
      <InterestFunnel funnel={figures?.funnel} />
      <div>
        <h4 className="text-base font-semibold text-charcoal">Top machines</h4>
        <p className="mt-1 text-sm text-neutral-600">
          The {TOP_MACHINES} most viewed machines of the period. A name opens its page on the site.
        </p>
      </div>
      <TopMachines
        caption={`Top machines, last ${days} days`}
        days={days}
        machines={figures?.machines ?? []}
        state={query.isError ? 'failed' : figures ? 'ready' : 'loading'}
      />
    </section>
  );
}
