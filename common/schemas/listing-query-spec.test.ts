import { describe, expect, it } from 'vitest';
import { readListingAddress } from './listing-query';

const read = (query: string, toMetric?: (key: string, n: number) => number) =>
  readListingAddress(new URLSearchParams(query), toMetric);

// The listing's spec filters (docs/product.md §17): one parser for the address and the form.
describe('readListingAddress: spec filters', () => {
  it('reads ranges and values as the address writes them', () => {
    const { query, ignored, fromForm } = read(
      'category=Excavators&spec.operating_mass=8000..12000&spec.emission_standard=Tier%203,Tier%204',
    );
    expect(query.spec).toEqual([
      { key: 'operating_mass', type: 'range', min: 8000, max: 12000 },
      { key: 'emission_standard', type: 'values', values: ['Tier 3', 'Tier 4'] },
    ]);
    expect(ignored).toEqual([]);
    expect(fromForm).toBe(false);
  });

  it("joins the form's min and max fields and its ticked values, and says they came from the form", () => {
    const { query, fromForm } = read(
      'spec.operating_mass.min=8%2C000&spec.operating_mass.max=&spec.drive=4WD&spec.drive=AWD&spec.bucket.min=&spec.bucket.max=',
    );
    expect(query.spec).toEqual([
      { key: 'drive', type: 'values', values: ['4WD', 'AWD'] },
      { key: 'operating_mass', type: 'range', min: 8000 },
    ]);
    expect(fromForm).toBe(true);
  });

  it('converts numbers typed in imperial units to the metric the address keeps', () => {
    const { query } = read('spec.operating_mass.min=17637&spec.operating_mass.max=26455', (_k, n) =>
      Math.round(n / 2.20462),
    );
    expect(query.spec).toEqual([{ key: 'operating_mass', type: 'range', min: 8000, max: 12000 }]);
  });

  it('drops what it cannot read and names it, never failing the page', () => {
    const { query, ignored } = read(
      'spec.operating_mass=12000..8000&spec.bucket=abc..5&spec.Bad-Key=1..2&spec.x=1..2..3&spec.ok=1..',
    );
    expect(query.spec).toEqual([{ key: 'ok', type: 'range', min: 1 }]);
    expect(ignored.map((i) => i.field).sort()).toEqual([
      'spec.Bad-Key',
      'spec.bucket',
      'spec.operating_mass',
      'spec.x',
    ]);
    expect(ignored.find((i) => i.field === 'spec.operating_mass')?.message).toMatch(/minimum/);
    expect(read(`spec.a=${'x'.repeat(600)}`).ignored).toHaveLength(1);
    expect(read('spec.a=%0D%0Ainjected').ignored).toHaveLength(1);
    expect(read('spec.a=%3Cscript%3E').query.spec).toEqual([
      { key: 'a', type: 'values', values: ['<script>'] },
    ]);
  });

  it('sorts by a parameter, and only by a well-formed key', () => {
    expect(read('sort_by=spec.operating_mass&sort_order=desc').query.sort).toBe('spec.operating_mass-desc');
    expect(read('sort_by=spec.operating_mass').query.sort).toBe('spec.operating_mass-asc');
    expect(read('sort_by=spec.DROP%20TABLE').query.sort).toBeUndefined();
    expect(read('sort_by=spec.').query.sort).toBeUndefined();
  });
});
