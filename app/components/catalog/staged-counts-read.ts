import { api } from '#app/lib/api';
import { specScales } from '#app/lib/unit-factors';
import type { UnitSystem } from '#common/quantity-kinds';
import type { Facets, Parameter } from '#common/schemas/parameters';
import { unitLabel } from '#common/unit-label';
import type { ListingCounts } from './filter-panel';

// The drawer's reading of the counts of its staged choices (use-staged-counts.ts): the facets, and
// for a visitor in imperial the factors of the parameters, so typed numbers reach the address in
// metric units (docs/product.md §17).

export async function readStagedCounts(
  query: string,
  category: string | undefined,
  units: UnitSystem,
  signal: AbortSignal,
): Promise<ListingCounts> {
  const scoped = category ? `?${new URLSearchParams({ category })}` : '';
  const [facets, dictionary] = await Promise.all([
    api<{ data: Facets }>(`/public/facets?${query}`, { signal }),
    units === 'imperial' ? api<{ data: Parameter[] }>(`/public/parameters${scoped}`, { signal }) : null,
  ]);
  // Units as a reader sees them ("m³"), as the page's loader names them.
  const parameters = facets.data.parameters.map((f) => ('unit' in f ? { ...f, unit: unitLabel(f.unit) } : f));
  return {
    counts: { ...facets.data, parameters },
    scales: dictionary ? specScales(dictionary.data, units) : {},
  };
}
