import { writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '#common/schemas/documents';
import { type TechGroup, variantInterestDaily } from '../../server/db/schema';
import { indexVariantSpecs } from '../../server/services/parameters/spec-index';
import { call, setupApi } from '../support/api';
import { createAdmin, createBrand, createCategory, createProduct, createVariant } from '../support/factories';
import { footerQr, pdfPages } from '../support/pdf';
import { readUntilIs } from '../support/poll';

// The spec and comparison sheets (docs/product.md §22) read back with pdf.js: what they say, how a
// long table flows, and how they answer bad addresses.
const ctx = setupApi({ PUBLIC_URL: 'https://ironsite.example' });

const groups = (spec: Record<string, Record<string, string>>): TechGroup[] =>
  Object.entries(spec).map(([category, rows]) => ({
    category,
    specifications: Object.entries(rows).map(([key, value]) => ({ key, value })),
  }));

const SPEC = {
  Engine: { 'Net Power': '110 kW', 'Engine Model': 'SAA6D107E-1' },
  Operation: { 'Operating Weight': '20,000 kg', 'Bucket Capacity': '0.8 m³', 'Max Travel Speed': '5.5 km/h' },
  Hydraulics: { 'Relief valve tolerance': '± 5 %', 'Oil temperature range': '-20 to 95 °C' },
};

async function machine(
  name: string,
  spec: Record<string, Record<string, string>> = SPEC,
  brandName = 'Komatsu',
) {
  const brand = await createBrand(ctx.db, { name: brandName });
  const category = await createCategory(ctx.db, { name: 'Excavators', brandId: brand.id });
  const product = await createProduct(ctx.db, {
    brandId: brand.id,
    categoryId: category.id,
    name: `${name} line`,
  });
  const v = await createVariant(ctx.db, {
    productId: product.id,
    name,
    introduction: 'A 20-tonne excavator for the Peñafrancia quarry works.',
    technicalParameters: groups(spec),
    featuredParameters: ['Net Power', 'Operating Weight'],
    features: ['Fuel-saving engine'],
    applications: ['Quarrying'],
  });
  await indexVariantSpecs(ctx.db, [v.id]);
  return v.id;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'GET', url, headers });

describe('GET /products/{id}/spec-sheet.pdf', () => {
  it('is a PDF with the machine, every parameter row with its unit, the company and the page count', async () => {
    const id = await machine('PC200-8');
    const res = await get(`/products/${id}/spec-sheet.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers.etag).toBeTruthy();
    expect(res.rawPayload.length).toBeLessThan(300 * 1024);
    if (process.env.SAVE_PDFS) writeFileSync('/tmp/spec-sheet.pdf', res.rawPayload);
    const [page, ...rest] = await pdfPages(res.rawPayload);
    expect(rest).toEqual([]);
    for (const text of [
      'PC200-8',
      'Komatsu · Excavators',
      'Contact for Price',
      'Peñafrancia',
      'Technical Specifications',
    ]) {
      expect(page).toContain(text);
    }
    // Rows matched to the dictionary carry its names (docs/product.md §17).
    for (const [key, value] of [
      ['Rated Power', '110 kW'],
      ['Engine Type', 'SAA6D107E-1'],
      ['Bucket Capacity', 'm³'],
      ['Relief valve tolerance', '± 5 %'],
      ['Oil temperature range', '°C'],
    ]) {
      expect(page).toContain(key);
      expect(page).toContain(value);
    }
    expect(page).toContain('Page 1 of 1');
    expect(page).toContain(`https://ironsite.example/products/${id}`);
    expect(await footerQr(res.rawPayload)).toBe(`https://ironsite.example/products/${id}`);
  });

  it('shows imperial values when asked', async () => {
    const id = await machine('PC200-8');
    const metric = (await pdfPages((await get(`/products/${id}/spec-sheet.pdf?units=metric`)).rawPayload))[0];
    const imperial = (
      await pdfPages((await get(`/products/${id}/spec-sheet.pdf?units=imperial`)).rawPayload)
    )[0];
    expect(metric).toContain('110 kW');
    expect(imperial).toContain('Values in imperial units');
    expect(imperial).toMatch(/\d[\d,.]* hp/);
    expect(imperial).toMatch(/\d[\d,.]* lb/);
    expect(imperial).not.toContain('20,000 kg ');
  });

  it('flows a 200-row table over pages with its header repeated', async () => {
    const rows = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`Parameter ${i + 1}`, `${i + 1} mm`]),
    );
    const id = await machine('Long sheet', { Dimensions: rows });
    const res = await get(`/products/${id}/spec-sheet.pdf`);
    expect(res.statusCode).toBe(200);
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toMatch(/Parameter Value/);
      if (i > 0) expect(page).toContain('Dimensions (continued)');
    });
    const all = pages.join(' ');
    for (let i = 1; i <= 200; i++) expect(all).toContain(`Parameter ${i} ${i} mm`);
  });

  it('makes a tidy sheet for a machine without pictures or parameters', async () => {
    const brand = await createBrand(ctx.db, { name: 'Bare' });
    const v = await createVariant(ctx.db, {
      productId: (await createProduct(ctx.db, { brandId: brand.id })).id,
      name: 'Bare machine',
      technicalParameters: [],
      images: [],
    });
    const res = await get(`/products/${v.id}/spec-sheet.pdf`);
    expect(res.statusCode).toBe(200);
    const [page] = await pdfPages(res.rawPayload);
    expect(page).toContain('Bare machine');
    expect(page).toContain('No technical parameters available.');
  });

  it('is kept by content: 304 on If-None-Match, a new sheet after an admin save', async () => {
    const id = await machine('PC200-8');
    const first = await get(`/products/${id}/spec-sheet.pdf`);
    const again = await get(`/products/${id}/spec-sheet.pdf`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    await ctx.app.readCache.invalidate();
    const after = await get(`/products/${id}/spec-sheet.pdf`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(after.statusCode).toBe(304);
    expect(after.headers['x-response-cache']).toBeUndefined();
  });

  it("shows the company's contact details from Settings, and a new sheet after an admin saves them", async () => {
    const id = await machine('PC200-8');
    const before = await get(`/products/${id}/spec-sheet.pdf`);
    const [page] = await pdfPages(before.rawPayload);
    expect(page).toContain('Ironsite Equipment');
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/admin/settings',
      token: (await createAdmin(ctx.db)).token,
      payload: {
        settings: {
          site_name: 'Bicol Heavy Iron',
          company_phone: '+63 54 811 2233',
          company_email: 'sales@bicol.example',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(`/products/${id}/spec-sheet.pdf`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    const [updated] = await pdfPages(after.rawPayload);
    for (const text of ['Bicol Heavy Iron', '+63 54 811 2233', 'sales@bicol.example'])
      expect(updated).toContain(text);
    // The band opens with the site's logo mark: the name's initial on the accent square.
    expect(updated).toContain('B Bicol Heavy Iron +63 54 811 2233');
  });

  it('answers unknown, hidden and malformed machines without a page', async () => {
    const hiddenBrand = await createBrand(ctx.db, { name: 'Hidden', isActive: false });
    const hidden = await createVariant(ctx.db, {
      productId: (await createProduct(ctx.db, { brandId: hiddenBrand.id })).id,
    });
    for (const url of ['/products/999999/spec-sheet.pdf', `/products/${hidden.id}/spec-sheet.pdf`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().message).toMatch(/does not exist/);
    }
    for (const url of [
      '/products/abc/spec-sheet.pdf',
      '/products/0/spec-sheet.pdf',
      '/products/99999999999/spec-sheet.pdf',
      '/products/1%0d%0a/spec-sheet.pdf',
      '/products/%3Cb%3E/spec-sheet.pdf',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.id).toEqual([DOCUMENT_MESSAGES.id]);
    }
    const id = await machine('PC200-8');
    const units = await get(`/products/${id}/spec-sheet.pdf?units=furlongs`);
    expect(units.statusCode).toBe(422);
  });
});

describe('GET /compare/spec-sheet.pdf', () => {
  it('puts 2–4 machines side by side with differences marked', async () => {
    const a = await machine('PC200-8');
    const b = await machine(
      '320 GC',
      { Engine: { 'Engine Power': '160 hp' }, Operation: { 'Machine Mass': '20 t' } },
      'Caterpillar',
    );
    const res = await get(`/compare/spec-sheet.pdf?ids=${a},${b}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    if (process.env.SAVE_PDFS) writeFileSync('/tmp/compare-sheet.pdf', res.rawPayload);
    const [page] = await pdfPages(res.rawPayload);
    for (const text of [
      'PC200-8',
      '320 GC',
      'Komatsu',
      'Caterpillar',
      'Differs between the machines',
      'Price Contact for Price Contact for Price',
      'Page 1 of 1',
    ]) {
      expect(page).toContain(text);
    }
    expect(page).toContain(`https://ironsite.example/compare?ids=${a},${b}`);
    expect(await footerQr(res.rawPayload)).toBe(`https://ironsite.example/compare?ids=${a},${b}`);
  });

  it('refuses fewer than two, more than four, non-numeric ids, and unknown machines', async () => {
    const ids = [];
    for (const n of [1, 2, 3, 4, 5]) ids.push(await machine(`A${n}`, SPEC, `Brand ${n}`));
    const cases: [string, number][] = [
      [`ids=${ids[0]}`, 422],
      [`ids=${ids[0]},${ids[0]}`, 422],
      ['', 422],
      [`ids=${ids.join(',')}`, 422],
      ['ids=1,abc', 422],
      ['ids=%3Cscript%3E', 422],
      [`ids=${'1,'.repeat(300)}1`, 422],
      [`ids=${ids[0]},999999`, 404],
    ];
    for (const [query, status] of cases) {
      const res = await get(`/compare/spec-sheet.pdf?${query}`);
      expect(res.statusCode, query).toBe(status);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });
});

describe('sheet downloads in the interest figures', () => {
  const BROWSER =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const downloads = async (id: number) => {
    await ctx.app.interest.settled();
    const rows = await ctx.db
      .select({ n: variantInterestDaily.count })
      .from(variantInterestDaily)
      .where(and(eq(variantInterestDaily.variantId, id), eq(variantInterestDaily.event, 'sheet_download')));
    return rows.reduce((sum, r) => sum + r.n, 0);
  };

  it('counts a person’s download once a day for every machine on the sheet, kept answers and 304s too', async () => {
    const a = await machine('PC200-8');
    const b = await machine('320 GC', SPEC, 'Caterpillar');
    const first = await get(`/products/${a}/spec-sheet.pdf`, { 'user-agent': BROWSER });
    await get(`/products/${a}/spec-sheet.pdf`, { 'user-agent': `${BROWSER} Edg/126.0` });
    await get(`/products/${a}/spec-sheet.pdf`, {
      'user-agent': `${BROWSER} OPR/111.0`,
      'if-none-match': String(first.headers.etag),
    });
    // The same browsers again, and one of them on the comparison: a's downloads are already counted.
    await get(`/products/${a}/spec-sheet.pdf`, { 'user-agent': BROWSER });
    await get(`/products/${a}/spec-sheet.pdf`, { 'user-agent': `${BROWSER} Edg/126.0` });
    await get(`/compare/spec-sheet.pdf?ids=${a},${b}`, { 'user-agent': BROWSER });
    // Counted after the answer has gone (onResponse): read until they arrive.
    expect(await readUntilIs(() => downloads(b), 1)).toBe(1);
    expect(await downloads(a)).toBe(3);
  });

  it('does not count crawlers, programs, or refused addresses', async () => {
    const a = await machine('PC200-8');
    await get(`/products/${a}/spec-sheet.pdf`, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await get(`/products/${a}/spec-sheet.pdf`);
    await get(`/compare/spec-sheet.pdf?ids=${a}`, { 'user-agent': BROWSER });
    await get(`/compare/spec-sheet.pdf?ids=${a},999999`, { 'user-agent': BROWSER });
    // A counted download after them: once it is written, theirs would have been too.
    const b = await machine('320 GC', SPEC, 'Caterpillar');
    await get(`/products/${b}/spec-sheet.pdf`, { 'user-agent': BROWSER });
    expect(await readUntilIs(() => downloads(b), 1)).toBe(1);
    expect(await downloads(a)).toBe(0);
  });
});
