import { useId } from 'react';
import { useAdminQuery } from '#app/components/admin/admin-api';
import { QueryContent } from '#app/components/admin/query-content';
import { HeadRow } from '#app/components/ui/head-row';
import type { SearchMisses as Misses } from '#common/schemas/dashboard';

// What buyers searched for on the site and did not find, most frequent first (docs/product.md,
// decision 036): words only, counted per day; a word that keeps coming back is a machine to list
// or a synonym to add.

export function SearchMisses() {
  const id = useId();
  const query = useAdminQuery<Misses>(['dashboard', 'search-misses'], '/admin/dashboard/search-misses');
  const misses = query.data?.misses ?? [];
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-neutral-200 bg-white shadow-sm">
      <div className="border-b border-neutral-200 px-4 py-3 sm:px-5">
        <h3 id={id} className="text-base font-semibold text-charcoal">
          What buyers looked for and did not find
        </h3>
        <p className="mt-1 text-sm text-neutral-600">
          Site searches that found nothing in the last {query.data?.days ?? 30} days. Only the words are kept.
        </p>
      </div>
      <QueryContent
        query={query}
        what="searches"
        look="card"
        empty={
          misses.length === 0 && (
            <p className="px-4 py-6 text-sm text-neutral-600 sm:px-5">Every search found something.</p>
          )
        }
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Searches that found nothing, last {query.data?.days} days</caption>
          <thead className="text-left text-neutral-600">
            <HeadRow
              columns={['Words', { label: 'Searches', className: 'text-right' }]}
              cellClass="px-4 py-2 font-medium sm:px-5"
            />
          </thead>
          <tbody className="divide-y divide-neutral-200">
            {misses.map((miss) => (
              <tr key={miss.words}>
                <td className="max-w-0 truncate px-4 py-2 text-charcoal sm:px-5" title={miss.words}>
                  {miss.words}
                </td>
                <td className="px-4 py-2 text-right tabular-nums text-charcoal sm:px-5">{miss.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </QueryContent>
    </section>
  );
}
