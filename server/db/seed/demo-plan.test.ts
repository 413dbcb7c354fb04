import { describe, expect, it } from 'vitest';
import {
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_HERO_VARIANTS,
  DEMO_PRODUCTS,
  parseProductLine,
  type SpecKind,
} from './demo-catalog';
import { DEMO_VARIANT_COUNT, demoPrice, featuredValue, listPrice, planVariants } from './demo-plan';
import { num } from './demo-specs';

const IMAGES = ['/a.webp', '/b.webp', '/c.webp', '/d.webp'];
let next = 0;
const planned = DEMO_PRODUCTS.flatMap((p) => {
  const vs = planVariants(p, IMAGES, next);
  next += vs.length;
  return vs.map((v) => ({ ...v, product: p }));
});

describe('demo catalogue plan', () => {
  it('has the sizes the issue asks for', () => {
    expect(DEMO_BRANDS.filter((b) => b.isActive)).toHaveLength(6);
    expect(DEMO_BRANDS.filter((b) => !b.isActive)).toHaveLength(1);
    expect(DEMO_CATEGORIES).toHaveLength(16);
    expect(DEMO_CATEGORIES.filter((c) => !c.isActive)).toHaveLength(1);
    expect(DEMO_PRODUCTS).toHaveLength(30);
    expect(DEMO_VARIANT_COUNT).toBe(80);
    expect(planned).toHaveLength(80);
  });

  it('links every category to a brand and every product to a category of its own brand', () => {
    const brandNames = DEMO_BRANDS.map((b) => b.name);
    for (const c of DEMO_CATEGORIES) expect(brandNames).toContain(c.brand);
    const catKeys = DEMO_CATEGORIES.map((c) => `${c.brand}/${c.name}`);
    for (const p of DEMO_PRODUCTS) expect(catKeys).toContain(`${p.brand}/${p.category}`);
  });

  it('gives variants unique names and three featured keys that exist in their sheets', () => {
    expect(new Set(planned.map((v) => v.name)).size).toBe(80);
    for (const v of planned) {
      expect(v.sheet.featured).toHaveLength(3);
      for (const key of v.sheet.featured) expect(featuredValue(v.sheet, key)).toBeTruthy();
      for (const g of v.sheet.groups) expect(g.specifications.length).toBeGreaterThan(0);
    }
  });

  it('gives no two variants the same figures, so a cross-brand comparison reads true', () => {
    const figures = (v: (typeof planned)[number]) =>
      v.sheet.groups.flatMap((g) => g.specifications.map((s) => `${s.key}=${s.value}`)).join('\n');
    for (const [i, a] of planned.entries()) {
      for (const b of planned.slice(i + 1)) expect(figures(a), `${a.name} / ${b.name}`).not.toBe(figures(b));
    }
  });

  it('sets a wheeled excavator apart from a crawler of the same size, with the same labels', () => {
    const crawler = planned.find((v) => v.name === 'NX-210 Crawler Excavator')!;
    const wheeled = planned.find((v) => v.name === 'SMX-210 Wheeled Excavator')!;
    const keys = (v: typeof crawler) => v.sheet.groups.flatMap((g) => g.specifications.map((s) => s.key));
    expect(keys(wheeled)).toEqual(keys(crawler));
    expect(featuredValue(crawler.sheet, 'Travel Speed')).toBe('5.5 / 3.2 km/h');
    expect(featuredValue(wheeled.sheet, 'Travel Speed')).toBe('35 / 9.5 km/h');
    expect(featuredValue(wheeled.sheet, 'Operating Weight')).not.toBe(
      featuredValue(crawler.sheet, 'Operating Weight'),
    );
    expect(wheeled.sheet.bucketCapacity).toBe(featuredValue(wheeled.sheet, 'Bucket Capacity'));
  });

  it('uses the product picture first and 1 to 4 pictures per variant', () => {
    for (const v of planned) {
      expect(v.images[0]).toBe('/a.webp');
      expect(v.images.length).toBeGreaterThanOrEqual(1);
      expect(v.images.length).toBeLessThanOrEqual(4);
      expect(new Set(v.images).size).toBe(v.images.length);
    }
    expect(new Set(planned.map((v) => v.images.length))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('prices two variants in three, in whole pesos a Philippine buyer would recognise', () => {
    expect(demoPrice('loader', 5, 0)).toBe(7_000_000);
    expect(demoPrice('loader', 5, 2)).toBeNull();
    expect(demoPrice('truck-crane', 160, 0)).toBe(59_800_000);
    const prices = planned.map((v) => v.price).filter((p): p is number => p !== null);
    expect(prices.length).toBeGreaterThan(45);
    for (const p of prices) expect(Number.isInteger(p) && p > 0 && p % 10_000 === 0).toBe(true);
    // The ranges a buyer expects in pesos: full-size wheel loaders, batching plants and cranes.
    const range = (spec: SpecKind) => {
      const of = DEMO_PRODUCTS.filter((p) => p.spec === spec).flatMap((p) =>
        p.models.map(([, size]) => size),
      );
      return [listPrice(spec, Math.min(...of)), listPrice(spec, Math.max(...of))];
    };
    expect(range('batching-plant')).toEqual([8_180_000, 24_760_000]);
    const cranes = [...range('truck-crane'), ...range('crawler-crane')];
    expect(Math.min(...cranes)).toBeGreaterThanOrEqual(15_000_000);
    expect(Math.max(...cranes)).toBeLessThanOrEqual(60_000_000);
    for (const size of [3, 4, 5, 6]) {
      expect(listPrice('loader', size)).toBeGreaterThanOrEqual(4_000_000);
      expect(listPrice('loader', size)).toBeLessThanOrEqual(9_000_000);
    }
  });

  it('features hero variants that exist and are publicly visible', () => {
    for (const name of DEMO_HERO_VARIANTS) {
      const v = planned.find((x) => x.name === name);
      expect(v, name).toBeDefined();
      const cat = DEMO_CATEGORIES.find((c) => c.brand === v!.product.brand && c.name === v!.product.category);
      expect(cat?.isActive).toBe(true);
      expect(DEMO_BRANDS.find((b) => b.name === v!.product.brand)?.isActive).toBe(true);
    }
  });

  it('formats numbers with thousands separators whatever the locale', () => {
    expect(num(1234567)).toBe('1,234,567');
    expect(num(3.456, 1)).toBe('3.5');
    expect(num(0.05, 2)).toBe('0.05');
    expect(num(999)).toBe('999');
  });

  it('refuses a product line with an unknown brand, silhouette or sheet', () => {
    expect(() =>
      parseProductLine('XX | Forklifts | A | Forklift | forklift | forklift | A-1:1 | Intro'),
    ).toThrow(/Bad demo product line/);
    expect(() =>
      parseProductLine('HX | Forklifts | A | Forklift | tank | forklift | A-1:1 | Intro'),
    ).toThrow();
    expect(
      parseProductLine('HX | Forklifts | A | Forklift | forklift | forklift | A-1:2500 | Intro').models,
    ).toEqual([['A-1', 2500]]);
    expect(() =>
      parseProductLine('HX | Forklifts | A | Forklift | forklift | forklift/hover | A-1:1 | Intro'),
    ).toThrow(/Bad demo product line/);
    expect(
      parseProductLine('HX | Forklifts | A | Forklift | forklift | forklift/legacy | A-1:2500 | Intro').build,
    ).toBe('legacy');
  });
});
