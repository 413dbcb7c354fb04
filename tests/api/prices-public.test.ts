import { describe, expect, it } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { call, setupApi, siteApp } from '../support/api';
import { createAdmin, createBrand, createCategory, createProduct, createVariant } from '../support/factories';
import { pdfPages } from '../support/pdf';
import { sendQuoteList } from './support/quote-list';

// Prices as buyers see them (docs/product.md §25.1, §25.2): the currency and VAT note of Settings
// on the public settings, the product page, its structured data and every sheet, and the
// indicative monthly payment; a change in Settings shows at once (the admin write's invalidation).
const ctx = setupApi({ PUBLIC_URL: 'https://ironsite.example' });

const EXCLUSIVE = 'VAT exclusive (12% VAT added)';
const FINANCING = {
  financing_rate: 9,
  financing_terms: '12, 24, 36, 48',
  financing_down_payment: 20,
  financing_disclaimer: 'Indicative only, subject to the bank’s approval.',
};

async function putSettings(values: Record<string, unknown>) {
  return call(ctx.app, {
    method: 'PUT',
    url: '/api/admin/settings',
    token: (await createAdmin(ctx.db)).token,
    payload: { settings: values },
  });
}

async function setSettings(values: Record<string, unknown>) {
  const res = await putSettings(values);
  expect(res.statusCode, res.body).toBe(200);
}

/** A machine of a brand and category of its own: none is another's related product. */
async function machine(brandName: string, name: string, price: number | null) {
  const brand = await createBrand(ctx.db, { name: brandName });
  const category = await createCategory(ctx.db, { name: `${brandName} Excavators`, brandId: brand.id });
  const product = await createProduct(ctx.db, { brandId: brand.id, categoryId: category.id });
  return createVariant(ctx.db, { productId: product.id, name, price });
}

const machines = async () => ({
  priced: await machine('SANY', 'SY215C', 15_500_000),
  unpriced: await machine('Zoomlion', 'ZE365E', null),
});

const get = (url: string) => call(ctx.app, { method: 'GET', url });
const pdfText = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return (await pdfPages(res.rawPayload)).join(' ');
};

describe('GET /api/public/settings', () => {
  it('carries the currency and VAT mode, PHP and none by default, and a change made in Settings', async () => {
    const before = (await get('/api/public/settings')).json().data;
    expect(before).toMatchObject({ currency: 'PHP', vat_mode: 'none', financing_rate: 0 });
    await setSettings({ currency: 'USD', vat_mode: 'exclusive', ...FINANCING });
    const after = (await get('/api/public/settings')).json().data;
    expect(after).toMatchObject({ currency: 'USD', vat_mode: 'exclusive', ...FINANCING });
  });

  it('refuses a currency or VAT mode Settings does not offer, without a 500', async () => {
    for (const values of [
      { currency: 'EUR' },
      { currency: 'php' },
      { currency: '<b>PHP</b>' },
      { currency: 'PHP\r\nX: 1' },
      { currency: 12 },
      { currency: 'P'.repeat(10_000) },
      { vat_mode: 'sometimes' },
      { vat_mode: true },
      { financing_rate: -1 },
      { financing_rate: 'x' },
      { financing_terms: '12, soon' },
    ]) {
      const res = await putSettings(values);
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
    }
    expect((await get('/api/public/settings')).json().data).toMatchObject({
      currency: 'PHP',
      vat_mode: 'none',
    });
  });
});

describe('the sheets', () => {
  it('print the price in the currency of Settings with its VAT note, afresh after Settings change', async () => {
    const { priced, unpriced } = await machines();
    const spec = `/products/${priced.id}/spec-sheet.pdf`;
    const compare = `/compare/spec-sheet.pdf?ids=${priced.id},${unpriced.id}`;
    // Drawn and kept with the defaults…
    for (const url of [spec, compare]) {
      const text = await pdfText(url);
      expect(text).toContain('₱15,500,000');
      expect(text).not.toMatch(/VAT|\$/);
    }
    expect(await pdfText(compare)).toContain('Contact for Price');
    // …and not served again once the currency has changed.
    await setSettings({ currency: 'USD', vat_mode: 'exclusive' });
    for (const url of [spec, compare]) {
      const text = await pdfText(url);
      expect(text).toContain('$15,500,000');
      expect(text).toContain(EXCLUSIVE);
      expect(text).not.toContain('₱');
      expect(text).not.toContain('\u0000');
    }
    // "Contact for Price" has no VAT note: one note in the comparison, for the priced machine.
    const comparison = await pdfText(compare);
    expect(comparison).toContain('Contact for Price');
    expect(comparison.split(EXCLUSIVE)).toHaveLength(2);
    await setSettings({ vat_mode: 'inclusive' });
    expect(await pdfText(spec)).toContain('VAT inclusive');
  });

  it('give the quote list summary each machine’s list price with its VAT note', async () => {
    const { priced, unpriced } = await machines();
    await setSettings({ currency: 'PHP', vat_mode: 'inclusive' });
    const res = await sendQuoteList(ctx, [
      { variant_id: priced.id, quantity: 2 },
      { variant_id: unpriced.id, quantity: 1 },
    ]);
    const text = await pdfText(res.json().data.summary.url);
    for (const s of ['Unit price', '₱15,500,000', 'VAT inclusive', 'Contact for Price'])
      expect(text).toContain(s);
    expect(text.split('VAT inclusive')).toHaveLength(2);
  });
});

describe.skipIf(!webBuildExists())('the product page (server-rendered from the build)', () => {
  const site = siteApp(ctx);

  const page = async (id: number) => {
    const res = await site.app.inject({ url: `/products/${id}` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const jsonLd = (html: string) => {
    const json = html.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)?.[1];
    expect(json).toBeTruthy();
    return JSON.parse(json as string);
  };

  it('shows pesos without a VAT note or monthly payment by default, and offers in PHP', async () => {
    const { priced } = await machines();
    const html = await page(priced.id);
    expect(html).toContain('₱15,500,000');
    expect(html).not.toContain('VAT inclusive');
    expect(html).not.toContain(EXCLUSIVE);
    expect(html).not.toContain('/month');
    expect(jsonLd(html).offers).toMatchObject({ '@type': 'Offer', price: 15_500_000, priceCurrency: 'PHP' });
  });

  it('shows the VAT note, the monthly payment of the price with VAT and its disclaimer once Settings change', async () => {
    const { priced } = await machines();
    await page(priced.id);
    await setSettings({ currency: 'PHP', vat_mode: 'exclusive', ...FINANCING });
    const html = await page(priced.id);
    expect(html).toContain('₱15,500,000');
    expect(html).toContain(EXCLUSIVE);
    // VAT exclusive: 15,500,000 + 12% = 17,360,000 is what is financed (docs/product.md §25.2);
    // less 20% at 9% a year over the longest term, 48 months: 345,603.24, rounded up.
    expect(html).toContain('from ₱345,604/month');
    expect(html).toContain('20% down, 48 months, 12% VAT included');
    expect(html).toContain(FINANCING.financing_disclaimer);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*?Calculate<\/button>/);
    expect(jsonLd(html).offers).toMatchObject({ price: 15_500_000, priceCurrency: 'PHP' });
  });

  it('has no offers, VAT note or monthly payment for "Contact for Price", nor a payment at rate 0', async () => {
    // Alone in the catalogue: no priced machine beside it among Related Products.
    const unpriced = await machine('Zoomlion', 'ZE365E', null);
    await setSettings({ currency: 'PHP', vat_mode: 'exclusive', ...FINANCING });
    const html = await page(unpriced.id);
    expect(html).toContain('Contact for Price');
    expect(html).not.toContain(EXCLUSIVE);
    expect(html).not.toContain('/month');
    expect(jsonLd(html)).not.toHaveProperty('offers');
    expect(jsonLd(html)).toMatchObject({ '@type': 'Product', name: 'ZE365E' });
    const priced = await machine('SANY', 'SY215C', 15_500_000);
    await setSettings({ financing_rate: 0 });
    const off = await page(priced.id);
    expect(off).toContain('₱15,500,000');
    expect(off).not.toContain('/month');
    // The disclaimer's text travels with the layout's settings; the box that shows it is gone.
    expect(off).not.toMatch(/>Calculate<\/button>/);
  });

  it('shows ₱ and the VAT note on the listing’s cards and its price range', async () => {
    await machines();
    await setSettings({ currency: 'PHP', vat_mode: 'inclusive' });
    const res = await site.app.inject({ url: '/products' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('₱15,500,000');
    expect(res.body).toContain('VAT inclusive');
    expect(res.body).toContain('Price range (₱)');
    const filtered = await site.app.inject({ url: '/products?min_price=1000&max_price=900000' });
    expect(filtered.body).toContain('Price: ₱1,000 – ₱900,000');
  });
});
