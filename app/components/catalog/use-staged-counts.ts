import { useEffect, useState } from 'react';
import { useSiteData } from '#app/components/layout/site-data';
import type { ListingQuery } from '#app/lib/listing-query';
import { paths } from '#app/lib/paths';
import type { UnitSystem } from '#common/quantity-kinds';
import type { ListingCounts } from './filter-panel';

// The drawer stages its choices until Apply (filter-drawer.tsx), but the counts and spec filters
// the page came with belong to the category shown. Once another category is staged, those of the
// staged choices are asked of GET /api/public/facets (docs/product.md §17), again as the choices
// change; a visitor in imperial also gets the factors of its parameters (unit-factors.ts), so
// numbers typed there are kept in the address's metric units.

// The reading itself needs modules other chunks share (the API client, unit names): as a module
// of its own, fetched when the drawer opens, it keeps their files off the list of what the
// listing's first load fetches ahead with the drawer.
const reader = () => import('./staged-counts-read');

const LOADING_NOTE = "Loading this category's specifications…";
const FAILED_NOTE = "Apply to filter by this category's specifications.";

export interface StagedCounts {
  listing: ListingCounts;
  /** Shown in place of the spec filters while they are not known. */
  note?: string;
}

interface Answer {
  query: string;
  category?: string;
  listing?: ListingCounts;
}

/** The facets query of the staged choices: the listing's address without sort and page. */
export function facetsQuery(staged: ListingQuery, units: UnitSystem): string {
  const address = paths.products({ ...staged, sort: undefined, page: 1 });
  const params = new URLSearchParams(address.split('?')[1] ?? '');
  params.set('units', units);
  return params.toString();
}

const sameCategory = (a?: string, b?: string) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * The counts the drawer shows for `staged`: the page's own while `enabled` is false (the category
 * shown is the one staged), else those of the staged choices once they have come. While another
 * category's are on their way, the previous answer for the same category stands in.
 */
export function useStagedCounts(staged: ListingQuery, shown: ListingCounts, enabled: boolean): StagedCounts {
  const { units } = useSiteData();
  const query = enabled ? facetsQuery(staged, units) : null;
  const category = staged.category;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => void reader(), []);
  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    reader()
      .then((m) => m.readStagedCounts(query, category, units, controller.signal))
      .then(
        (listing) => setAnswer({ query, category, listing }),
        () => {
          if (!controller.signal.aborted) setAnswer({ query, category });
        },
      );
    return () => controller.abort();
  }, [query, category, units]);

  if (!enabled) return { listing: shown };
  if (answer?.listing && sameCategory(answer.category, category))
    return { listing: { ...answer.listing, branches: shown.branches } };
  // Brand and category counts stay those of the page until the answer comes; no spec filters.
  const without = { counts: { ...shown.counts, parameters: [] }, scales: {}, branches: shown.branches };
  return { listing: without, note: answer?.query === query ? FAILED_NOTE : LOADING_NOTE };
}
