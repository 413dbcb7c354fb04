import { describe, expect, it } from 'vitest';
import type { TechGroup } from '../../server/db/schema';
import { indexVariantSpecs } from '../../server/services/parameters/spec-index';
import { call, setupApi } from '../support/api';
import { createBrand, createCategory, createProduct, createVariant } from '../support/factories';
import { pdfPages } from '../support/pdf';

// One name and one rounding rule per figure (docs/product.md §17) over the seed dictionary: two
// makers publish the same parameters under other labels; the product read, the comparison and
// the sheets all print the dictionary's name and the figures of common/figures.ts.
const ctx = setupApi();

const groups = (spec: Record<string, Record<string, string>>): TechGroup[] =>
  Object.entries(spec).map(([category, rows]) => ({
    category,
    specifications: Object.entries(rows).map(([key, value]) => ({ key, value })),
  }));

async function machine(brandName: string, name: string, spec: Record<string, Record<string, string>>) {
  const brand = await createBrand(ctx.db, { name: brandName });
  const category = await createCategory(ctx.db, { name: 'Excavators', brandId: brand.id });
  const product = await createProduct(ctx.db, { brandId: brand.id, categoryId: category.id, name });
  const v = await createVariant(ctx.db, {
    productId: product.id,
    name,
    technicalParameters: groups(spec),
    featuredParameters: [Object.keys(Object.values(spec)[0])[0]],
  });
  await indexVariantSpecs(ctx.db, [v.id]);
  return v.id;
}

async function catalogue() {
  const a = await machine('Komatsu', 'PC78', {
    Dimensions: { 'Transport Length': '2,750 mm' },
    Hydraulics: { 'Relief Pressure': '34.3 MPa', 'Bucket Digging Force': '64 kN' },
    Engine: { 'Engine Displacement': '6.7 L' },
  });
  const b = await machine('Caterpillar', '308', {
    Dimensions: { 'Overall Length': '2,860 mm' },
    Hydraulics: { 'System Pressure': '35 MPa', 'Breakout Force': '70 kN' },
  });
  return { a, b };
}

const get = (url: string) => call(ctx.app, { method: 'GET', url });

type Spec = { key: string; name?: string; display?: string };
const specsOf = (variant: { technical_parameters: { specifications: Spec[] }[] }) =>
  Object.fromEntries(variant.technical_parameters.flatMap((g) => g.specifications).map((s) => [s.key, s]));

describe('the product read', () => {
  it('names each row by the dictionary, keeps the typed label, and shows imperial figures a buyer can use', async () => {
    const { a } = await catalogue();
    const v = (await get(`/api/public/variants/${a}?units=imperial`)).json().data;
    const specs = specsOf(v);
    expect(specs['Transport Length']).toMatchObject({ name: 'Overall Length', display: '9′ 0″' });
    expect(specs['Relief Pressure']).toMatchObject({ name: 'System Pressure', display: '4,970 psi' });
    expect(specs['Bucket Digging Force']).toMatchObject({ name: 'Breakout Force', display: '14,400 lbf' });
    expect(specs['Engine Displacement']).toMatchObject({ name: 'Displacement', display: '409 in³' });
    expect(v.featured_names).toEqual({ 'Transport Length': 'Overall Length' });
    expect(v.featured_display).toEqual({ 'Transport Length': '9′ 0″' });
    const metric = specsOf((await get(`/api/public/variants/${a}?units=metric`)).json().data);
    expect(metric['Engine Displacement'].display).toBe('6.7 L');
  });
});

describe('the comparison', () => {
  it('puts both makers on one row under the dictionary name, in feet and inches', async () => {
    const { a, b } = await catalogue();
    const body = (await get(`/api/public/compare?ids=${a},${b}&units=imperial`)).json().data;
    const rows = Object.fromEntries(
      (body.rows as { name: string; values: (string | null)[] }[]).map((r) => [r.name, r.values]),
    );
    expect(rows['Overall Length']).toEqual(['9′ 0″', '9′ 5″']);
    expect(rows['System Pressure']).toEqual(['4,970 psi', '5,080 psi']);
    expect(rows['Breakout Force']).toEqual(['14,400 lbf', '15,700 lbf']);
    for (const label of ['Transport Length', 'Relief Pressure', 'Bucket Digging Force']) {
      expect(rows[label]).toBeUndefined();
    }
  });
});

describe('the sheets', () => {
  it('print the dictionary names and the same figures', async () => {
    const { a, b } = await catalogue();
    const [sheet] = await pdfPages((await get(`/products/${a}/spec-sheet.pdf?units=imperial`)).rawPayload);
    expect(sheet).toContain('OVERALL LENGTH');
    expect(sheet).toContain('Overall Length 9′ 0″');
    expect(sheet).toContain('System Pressure 4,970 psi');
    expect(sheet).not.toContain('Transport Length');
    const [compare] = await pdfPages(
      (await get(`/compare/spec-sheet.pdf?ids=${a},${b}&units=imperial`)).rawPayload,
    );
    expect(compare).toContain('Overall Length 9′ 0″ 9′ 5″');
    expect(compare).not.toContain('Relief Pressure');
  });
});
