import type { UnitSystem } from '#common/quantity-kinds';
import type { Parameter } from '#common/schemas/parameters';
import { SI_PER_UNIT } from '#common/unit-factors';
import type { SpecScales } from './spec-view';

export { SI_PER_UNIT };

// The listing's spec filters take numbers in the visitor's units and keep the address in the
// metric display unit (docs/product.md §17). The browser must not carry the units library (its
// first-load budget), so the page's loader hands it, per parameter, the one factor from the
// metric to the imperial display unit; the filters drawer, which loads on a press, works out
// those of a category chosen in it from the same table. These are the exact definitions of the
// display units, in their SI unit (common/unit-factors.ts).

/** Per parameter key, the scale of its filter in `units` (metric: none needed). */
export function specScales(parameters: Parameter[], units: UnitSystem): SpecScales {
  const scales: SpecScales = {};
  if (units === 'metric') return scales;
  for (const p of parameters) {
    const metric = p.metric_unit ? SI_PER_UNIT[p.metric_unit] : undefined;
    const imperial = p.imperial_unit ? SI_PER_UNIT[p.imperial_unit] : undefined;
    if (!metric || !imperial) continue;
    const figure = {
      kind: p.kind,
      metricUnit: p.metric_unit,
      imperialUnit: p.imperial_unit,
      decimals: p.decimals,
      imperialPerMetric: metric / imperial,
    };
    scales[p.key] = { factor: metric / imperial, decimals: p.decimals, figure };
  }
  return scales;
}
