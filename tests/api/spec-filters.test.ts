import { describe, expect, it } from 'vitest';
import { MAX_SPEC_FILTERS } from '#common/spec-filters';
import { setupApi } from '../support/api';
import { seedSpecCatalog, specListing } from './support/spec-catalog';

// Spec filters on the public listing (docs/product.md §17): ranges in the metric display unit that
// overlap a variant's own range, text values in any case, and a 422 naming each unusable filter.
const ctx = setupApi();
const { get, names, refused } = specListing(ctx);

describe('GET /api/public/variants: spec ranges', () => {
  it('keeps variants whose value lies in a closed range, and counts them', async () => {
    await seedSpecCatalog(ctx.db);
    const body = await get('/api/public/variants?spec.operating_mass=10000..25000');
    expect(body.data.map((v: { name: string }) => v.name)).toEqual(['BPG-1000', 'WA-10']);
    expect(body.total).toBe(2);
  });

  it('takes open-ended ranges, thousands commas and bounds equal to a value', async () => {
    await seedSpecCatalog(ctx.db);
    expect(await names('spec.operating_mass=15000..')).toEqual(['BPG-1000', 'BPG-1500']);
    expect(await names('spec.operating_mass=..5000')).toEqual(['BPG-250']);
    expect(await names('spec.operating_mass=20,000..20,000')).toEqual(['BPG-1000']);
  });

  it('reads bounds in the metric display unit (kW) against SI values', async () => {
    await seedSpecCatalog(ctx.db);
    expect(await names('spec.engine_power=100..150')).toEqual(['BPG-250']);
    expect(await names('spec.engine_power=150..')).toEqual(['BPG-1000']);
  });

  it('keeps a variant whose own range overlaps the filter', async () => {
    await seedSpecCatalog(ctx.db);
    // BPG-250 holds 0.8–1.0 m³.
    expect(await names('spec.bucket_capacity=0.9..0.95')).toEqual(['BPG-250']);
    expect(await names('spec.bucket_capacity=1.0..1.2')).toEqual(['BPG-250', 'BPG-1000']);
    expect(await names('spec.bucket_capacity=1.1..1.3')).toEqual(['BPG-1000']);
    expect(await names('spec.bucket_capacity=..0.7')).toEqual([]);
  });

  it('combines with the other filters and with each other, counting for real', async () => {
    await seedSpecCatalog(ctx.db);
    const body = await get('/api/public/variants?brand=Komatsu&spec.operating_mass=..15000');
    expect(body.data.map((v: { name: string }) => v.name)).toEqual(['BPG-250', 'WA-10']);
    expect(body.total).toBe(2);
    expect(await names('category=Excavators&spec.operating_mass=10000..&spec.drive=4wd')).toEqual([
      'BPG-1500',
    ]);
    expect(await names('search=bpg&spec.operating_mass=..25000')).toEqual(['BPG-250', 'BPG-1000']);
  });

  it('never lists variants hidden from the public', async () => {
    await seedSpecCatalog(ctx.db);
    expect(await names('spec.operating_mass=9000..11000')).toEqual([]);
  });

  it('ignores empty spec entries', async () => {
    await seedSpecCatalog(ctx.db);
    expect(await names('spec.operating_mass=&spec.drive=')).toHaveLength(5);
  });
});

describe('GET /api/public/variants: spec text values', () => {
  it('matches any of the values, whatever their case', async () => {
    await seedSpecCatalog(ctx.db);
    expect(await names('spec.drive=4wd')).toEqual(['BPG-250', 'BPG-1500']);
    expect(await names('spec.drive=AWD,2wd')).toEqual(['BPG-1000', 'WA-10']);
    expect(await names('spec.drive=FWD')).toEqual([]);
  });

  it('treats markup in a text value as text that matches nothing', async () => {
    await seedSpecCatalog(ctx.db);
    expect(await names(`spec.drive=${encodeURIComponent('<script>alert(1)</script>')}`)).toEqual([]);
  });
});

describe('GET /api/public/variants: unusable spec filters are refused', () => {
  it('names an unknown parameter', async () => {
    await seedSpecCatalog(ctx.db);
    const body = await refused('/api/public/variants?spec.nope=1..2');
    expect(body.errors).toEqual({ 'spec.nope': ['Unknown specification.'] });
    expect(body.message).toBe('Unknown specification.');
  });

  it('names malformed ranges and a minimum above the maximum', async () => {
    await seedSpecCatalog(ctx.db);
    for (const value of ['1..2..3', 'abc..5', '..', '1e3..2']) {
      const body = await refused(`/api/public/variants?spec.operating_mass=${value}`);
      expect(Object.keys(body.errors), value).toEqual(['spec.operating_mass']);
    }
    const body = await refused('/api/public/variants?spec.operating_mass=9..2');
    expect(body.errors['spec.operating_mass']).toEqual(['The minimum may not be greater than the maximum.']);
  });

  it('refuses a range on a text parameter and values on a numeric one', async () => {
    await seedSpecCatalog(ctx.db);
    expect((await refused('/api/public/variants?spec.drive=1..2')).errors).toHaveProperty('spec.drive');
    expect((await refused('/api/public/variants?spec.operating_mass=heavy')).errors).toHaveProperty(
      'spec.operating_mass',
    );
    expect(
      (await refused('/api/public/variants?spec.operating_mass=%3Cb%3E1%3C%2Fb%3E')).errors,
    ).toHaveProperty('spec.operating_mass');
  });

  it('refuses markup in a key, CR/LF and oversized values', async () => {
    await seedSpecCatalog(ctx.db);
    expect((await refused('/api/public/variants?spec.%3Cb%3E=1..2')).errors).toHaveProperty(['spec.<b>']);
    expect((await refused('/api/public/variants?spec.drive=4WD%0D%0AX-Injected:%201')).errors).toHaveProperty(
      'spec.drive',
    );
    expect((await refused(`/api/public/variants?spec.drive=${'a'.repeat(600)}`)).errors).toHaveProperty(
      'spec.drive',
    );
    expect(
      (
        await refused(
          `/api/public/variants?spec.drive=${Array.from({ length: 30 }, (_, i) => `v${i}`).join(',')}`,
        )
      ).errors,
    ).toHaveProperty('spec.drive');
  });

  it(`refuses more than ${MAX_SPEC_FILTERS} filters`, async () => {
    await seedSpecCatalog(ctx.db);
    const many = Array.from({ length: MAX_SPEC_FILTERS + 1 }, (_, i) => `spec.p${i}=1..2`).join('&');
    expect((await refused(`/api/public/variants?${many}`)).errors).toHaveProperty('spec');
  });

  it('refuses the same on the facets', async () => {
    await seedSpecCatalog(ctx.db);
    expect((await refused('/api/public/facets?spec.nope=1..2')).errors).toHaveProperty(['spec.nope']);
    expect((await refused('/api/public/facets?spec.drive=1..2')).errors).toHaveProperty(['spec.drive']);
  });
});
