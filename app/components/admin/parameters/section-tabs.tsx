import { Link } from 'react-router';
import { useAdminQuery } from '#app/components/admin/admin-api';
import type { Paginated } from '#common/schemas/pagination';
import type { ReviewRow } from './parameters-api';
import { PARAMETERS_PATH, reviewAddress, SYNONYMS_ADDRESS } from './review-address';

// The Parameters section's lists as links (each an address): the dictionary, the values waiting
// in Review with how many there are, and the search's synonyms.

const TAB =
  'inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export type ParametersTab = 'dictionary' | 'review' | 'synonyms';

export function SectionTabs({ tab: open }: { tab: ParametersTab }) {
  const waiting = useAdminQuery<Paginated<ReviewRow>>(
    ['parameters', 'review', 'count'],
    '/admin/parameters/review?per_page=1',
  );
  const tabs = [
    { label: 'Dictionary', to: PARAMETERS_PATH, current: open === 'dictionary', count: undefined },
    { label: 'Review', to: reviewAddress(), current: open === 'review', count: waiting.data?.total },
    { label: 'Search synonyms', to: SYNONYMS_ADDRESS, current: open === 'synonyms', count: undefined },
  ];
  return (
    <nav aria-label="Parameter lists" className="mb-4">
      <ul className="flex flex-wrap gap-1.5">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              preventScrollReset
              className={`${TAB} ${
                tab.current
                  ? 'border-charcoal bg-charcoal text-white'
                  : 'border-neutral-300 bg-white text-charcoal hover:bg-neutral-50'
              }`}
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <span
                  className={`rounded-full px-1.5 text-xs tabular-nums ${tab.current ? 'bg-white/20' : 'bg-neutral-100 text-neutral-700'}`}
                >
                  {tab.count}
                  <span className="sr-only"> values</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
