import Qty from 'js-quantities';
import { describe, expect, it } from 'vitest';
import { KIND_UNITS } from '#common/quantity-kinds';
import type { Parameter } from '#common/schemas/parameters';
import { SI_PER_UNIT, specScales, toMetricWith } from './unit-factors.server';

describe('unit factors for the spec filters', () => {
  it('knows every display unit, as the units library converts it', () => {
    for (const [kind, units] of Object.entries(KIND_UNITS)) {
      if (!units.si) continue;
      for (const unit of [...units.metric, ...units.imperial]) {
        const si = units.si === 'rpm' ? 1 : Qty(1, unit).to(units.si).scalar;
        // Relative: js-quantities rounds the US gallon to 8 significant figures.
        expect(SI_PER_UNIT[unit] / si, `${kind}: ${unit}`).toBeCloseTo(1, 6);
      }
    }
  });

  const mass = { key: 'operating_mass', metric_unit: 'kg', imperial_unit: 'lb', decimals: 0 } as Parameter;

  it('gives imperial scales only in imperial, and reads typed imperial numbers back as metric', () => {
    expect(specScales([mass], 'metric')).toEqual({});
    const scales = specScales([mass], 'imperial');
    expect(scales.operating_mass.factor).toBeCloseTo(2.20462, 5);
    const toMetric = toMetricWith(scales);
    expect(toMetric('operating_mass', 17636.98)).toBe(8000);
    expect(toMetric('unknown', 5)).toBe(5);
  });
});
