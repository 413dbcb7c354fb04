import { describe, expect, it } from 'vitest';
import type { Parameter } from '#common/schemas/parameters';
import { specFilterText } from './spec-view';
import { specScales } from './unit-factors';

// The listing's chips read a filter back by the figures rule (docs/product.md §17): in imperial a
// length in feet is feet and inches, a pressure three significant figures; metric as typed.
const param = (p: Partial<Parameter>) => p as Parameter;
const scales = specScales(
  [
    param({ key: 'overall_length', kind: 'length', metric_unit: 'mm', imperial_unit: 'ft', decimals: 0 }),
    param({
      key: 'system_pressure',
      kind: 'pressure',
      metric_unit: 'MPa',
      imperial_unit: 'psi',
      decimals: 1,
    }),
  ],
  'imperial',
);

describe('specFilterText', () => {
  it('reads an imperial length back in feet and inches', () => {
    const f = { key: 'overall_length', type: 'range', min: 2750, max: 2860 } as const;
    expect(specFilterText(f, 'ft', scales.overall_length)).toBe('9′ 0″–9′ 5″');
    expect(specFilterText({ ...f, max: undefined }, 'ft', scales.overall_length)).toBe('≥ 9′ 0″');
  });

  it('rounds an imperial pressure to three significant figures', () => {
    const f = { key: 'system_pressure', type: 'range', max: 34.3 } as const;
    expect(specFilterText(f, 'psi', scales.system_pressure)).toBe('≤ 4,970 psi');
  });

  it('keeps metric bounds as typed', () => {
    const f = { key: 'overall_length', type: 'range', min: 2750, max: 2860 } as const;
    expect(specFilterText(f, 'mm', undefined)).toBe('2,750–2,860 mm');
  });
});
