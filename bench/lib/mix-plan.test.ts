import { describe, expect, it } from 'vitest';
import {
  createMix,
  MIX_KIND_NAMES,
  MIX_KINDS,
  type MixUniverse,
  mulberry32,
  percentile,
  zipfRank,
} from './mix-plan';

const universe: MixUniverse = {
  variants: Array.from({ length: 10_000 }, (_, i) => i + 1),
  brands: ['Kordex Machinery', 'Valtron Equipment', 'Strasen Systems'],
  categories: [
    {
      name: 'Wheel Loaders',
      ranges: [
        { key: 'rated_load', min: 1, max: 9 },
        { key: 'bucket_capacity', min: 0.5, max: 5 },
      ],
    },
    { name: 'Excavators', ranges: [{ key: 'operating_weight', min: 12, max: 40 }] },
    { name: 'Forklifts', ranges: [] },
  ],
  searches: ['loader', 'payloader', 'crane'],
};

describe('zipfRank', () => {
  it('draws ranks in 1..n with P(k) proportional to 1/k', () => {
    const random = mulberry32(7);
    const n = 100;
    const counts = new Array(n + 1).fill(0);
    const draws = 200_000;
    let outside = 0;
    for (let i = 0; i < draws; i++) {
      const k = zipfRank(random, n);
      if (!Number.isInteger(k) || k < 1 || k > n) outside++;
      else counts[k]++;
    }
    expect(outside).toBe(0);
    const harmonic = Array.from({ length: n }, (_, i) => 1 / (i + 1)).reduce((a, b) => a + b, 0);
    for (const k of [1, 2, 3, 10, 50]) {
      const expected = draws / (k * harmonic);
      expect(Math.abs(counts[k] - expected) / expected).toBeLessThan(0.05 + 3 / Math.sqrt(expected));
    }
  });

  it('follows the exponent: s = 2 puts about 61 % on rank 1', () => {
    const random = mulberry32(3);
    let first = 0;
    for (let i = 0; i < 50_000; i++) if (zipfRank(random, 1000, 2) === 1) first++;
    // 1 / (sum of 1/k² for k ≤ 1000) ≈ 0.608
    expect(first / 50_000).toBeGreaterThan(0.59);
    expect(first / 50_000).toBeLessThan(0.63);
  });

  it('answers 1 for a list of one and refuses an empty one', () => {
    expect(zipfRank(mulberry32(1), 1)).toBe(1);
    expect(() => zipfRank(mulberry32(1), 0)).toThrow(/positive integer/);
    expect(() => zipfRank(mulberry32(1), 2.5)).toThrow(/positive integer/);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([4, 8, 15], 99)).toBe(15);
    expect(percentile([4, 8, 15], 50)).toBe(8);
    expect(percentile([4], 0)).toBe(4);
    expect(percentile([], 99)).toBe(0);
  });
});

describe('createMix', () => {
  const draw = (count: number, seed = 11, share = 0.2) => {
    const mix = createMix(universe, seed, share);
    return Array.from({ length: count }, () => mix.next());
  };

  it('asks for about 1 in 5 addresses never asked for before in the run, and marks exactly those', () => {
    const requests = draw(20_000);
    const asked = new Set<string>();
    let unseen = 0;
    for (const r of requests) {
      expect(r.unseen).toBe(!asked.has(r.path));
      if (!asked.has(r.path)) unseen++;
      asked.add(r.path);
    }
    expect(unseen / requests.length).toBeGreaterThan(0.19);
    expect(unseen / requests.length).toBeLessThan(0.21);
  });

  it('follows --unseen-share', () => {
    const share = (s: number) => draw(10_000, 5, s).filter((r) => r.unseen).length / 10_000;
    expect(share(0.5)).toBeGreaterThan(0.48);
    expect(share(0.5)).toBeLessThan(0.52);
    // Never zero: the first request of a run is new by definition.
    expect(share(0)).toBeLessThan(0.01);
  });

  it('is the same sequence for the same seed and another for another seed', () => {
    const paths = (seed: number) => draw(500, seed).map((r) => r.path);
    expect(paths(42)).toEqual(paths(42));
    expect(paths(43)).not.toEqual(paths(42));
  });

  it('draws new requests of every kind in about their shares', () => {
    const fresh = draw(50_000).filter((r) => r.unseen);
    // The home page is one address, new only once: its share goes to the others in proportion.
    const total = Object.values(MIX_KINDS).reduce((a, b) => a + b, 0) - MIX_KINDS['page: home'];
    for (const kind of MIX_KIND_NAMES) {
      const share = fresh.filter((r) => r.kind === kind).length / fresh.length;
      if (kind === 'page: home') expect(fresh.filter((r) => r.kind === kind)).toHaveLength(1);
      else expect(Math.abs(share - MIX_KINDS[kind] / total)).toBeLessThan(0.02);
    }
  });

  it('repeats the popular addresses most: the head first, the most asked-for machine far ahead', () => {
    const requests = draw(20_000);
    expect(requests[0].path).toBe('/');
    const counts = new Map<string, number>();
    for (const r of requests) counts.set(r.path, (counts.get(r.path) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    expect(top[0][0]).toBe('/');
    // The most popular machine (first in universe.variants) is asked for far more than a late one.
    expect(counts.get(`/products/${universe.variants[0]}`) ?? 0).toBeGreaterThan(100);
    expect(counts.get(`/products/${universe.variants[9_999]}`) ?? 0).toBeLessThan(10);
  });

  it('writes addresses the site answers: known filters, spec ranges within the facets, pages ≥ 2', () => {
    for (const { path } of draw(5_000)) {
      const url = new URL(path, 'http://x');
      expect(url.pathname).toMatch(/^\/(products(\/\d+)?|api\/public\/(variants(\/\d+)?|facets))?$/);
      for (const [name, value] of url.searchParams) {
        if (name.startsWith('spec.')) {
          const category = universe.categories.find((c) => c.name === url.searchParams.get('category'));
          const range = category?.ranges.find((r) => `spec.${r.key}` === name);
          expect(range).toBeDefined();
          const [lo, hi] = value.split('..').map(Number);
          expect(lo).toBeLessThanOrEqual(hi);
          expect(lo).toBeGreaterThanOrEqual(Number(range!.min.toPrecision(2)) - 0.1 * range!.max);
          expect(hi).toBeLessThanOrEqual(range!.max * 1.1);
        } else if (name === 'page') {
          expect(Number(value)).toBeGreaterThanOrEqual(2);
        } else {
          expect(['brand', 'category', 'search', 'sort_by', 'sort_order']).toContain(name);
        }
      }
      if (url.pathname === '/api/public/facets') {
        expect(url.searchParams.has('page')).toBe(false);
        expect(url.searchParams.has('sort_by')).toBe(false);
      }
    }
  });

  it('refuses an empty catalogue', () => {
    expect(() => createMix({ ...universe, variants: [] }, 1)).toThrow(/needs variants/);
  });
});
