import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { createAdmin } from '../support/factories';

// The settings of money and financing (docs/product.md §25): currency and VAT are choices the form
// offers from the server's list, the financing terms a list of months.
const ctx = setupApi();

async function put(values: Record<string, unknown>) {
  const { token } = await createAdmin(ctx.db);
  return call(ctx.app, { method: 'PUT', url: '/api/admin/settings', token, payload: { settings: values } });
}
async function adminSettings() {
  const { token } = await createAdmin(ctx.db);
  return (await call(ctx.app, { url: '/api/admin/settings', token })).json().data;
}

describe('GET /api/admin/settings', () => {
  it('lists the choices of a setting that has them, and none for the others', async () => {
    const data = await adminSettings();
    expect(data.general.currency).toMatchObject({ value: 'PHP', type: 'text', options: ['USD', 'PHP'] });
    expect(data.general.currency.description).toMatch(/does not convert stored prices/);
    expect(data.general.vat_mode).toMatchObject({
      value: 'none',
      options: ['none', 'inclusive', 'exclusive'],
    });
    expect(data.hero.hero_text_alignment.options).toEqual(['left', 'center', 'right']);
    expect(data.general.site_name).not.toHaveProperty('options');
  });

  it('has the financing tab with its four settings', async () => {
    const data = await adminSettings();
    expect(Object.keys(data.financing)).toEqual([
      'financing_rate',
      'financing_terms',
      'financing_down_payment',
      'financing_disclaimer',
    ]);
    expect(data.financing.financing_rate).toMatchObject({ value: 0, type: 'number' });
    expect(data.financing.financing_terms).toMatchObject({ value: '12, 24, 36, 48', type: 'text' });
  });
});

describe('PUT /api/admin/settings: money', () => {
  it('saves a currency and a VAT mode from their lists', async () => {
    const res = await put({ currency: 'USD', vat_mode: 'exclusive' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.general.currency).toMatchObject({ value: 'USD', options: ['USD', 'PHP'] });
    expect(res.json().data.general.vat_mode.value).toBe('exclusive');
  });

  it.each([
    ['currency', 'EUR'],
    ['currency', 'php'],
    ['currency', '<b>PHP</b>'],
    ['currency', 'PHP\r\nX: 1'],
    ['currency', 5],
    ['vat_mode', 'sometimes'],
    ['vat_mode', true],
  ])('refuses %s = %j with 422 and saves nothing', async (key, value) => {
    const res = await put({ [key]: value, site_name: 'Changed' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[`settings.${key}`]).toHaveLength(1);
    const data = await adminSettings();
    expect(data.general.currency.value).toBe('PHP');
    expect(data.general.vat_mode.value).toBe('none');
    expect(data.general.site_name.value).not.toBe('Changed');
  });
});

describe('PUT /api/admin/settings: financing', () => {
  const MONTHS =
    'The value must be whole numbers of months from 1 to 120, separated by commas, e.g. 12, 24, 36.';

  it('saves a rate, terms, a down payment and a disclaimer', async () => {
    const res = await put({
      financing_rate: '8.5',
      financing_terms: '12, 24',
      financing_down_payment: 30,
      financing_disclaimer: 'Subject to approval.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data.financing;
    expect(saved.financing_rate.value).toBe(8.5);
    expect(saved.financing_terms.value).toBe('12, 24');
    expect(saved.financing_down_payment.value).toBe(30);
    expect(saved.financing_disclaimer.value).toBe('Subject to approval.');
  });

  it.each(['12, abc', '0', '12,,24', '121', '12\n24'])('refuses the terms %j', async (terms) => {
    const res = await put({ financing_terms: terms });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors['settings.financing_terms']).toEqual([MONTHS]);
  });

  it.each([
    ['financing_rate', -1],
    ['financing_rate', 101],
    ['financing_rate', 'abc'],
    ['financing_down_payment', 95],
  ])('refuses %s = %j', async (key, value) => {
    const res = await put({ [key]: value });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty([`settings.${key}`]);
  });
});

describe('GET /api/public/settings', () => {
  it('carries the currency, the VAT mode and the financing settings', async () => {
    await put({ currency: 'PHP', vat_mode: 'inclusive', financing_rate: 9 });
    const res = await call(ctx.app, { url: '/api/public/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      currency: 'PHP',
      vat_mode: 'inclusive',
      financing_rate: 9,
      financing_terms: '12, 24, 36, 48',
    });
  });
});

describe('PUT /api/admin/settings: the company TIN quotations carry', () => {
  it('stores a TIN of 9 or 12 digits in the BIR grouping, however it was typed, and clears on empty', async () => {
    for (const [typed, stored] of [
      ['009876543000', '009-876-543-000'],
      ['009 876 543', '009-876-543'],
      ['', ''],
    ]) {
      const res = await put({ company_tin: typed });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.contact.company_tin.value).toBe(stored);
    }
  });

  it('refuses what is not a TIN (too few or many digits, markup, CR/LF, words, oversized, a number) with 422', async () => {
    await put({ company_tin: '009-876-543-000' });
    for (const value of [
      '12345',
      '0098765430001',
      '<b>009-876-543</b>',
      '009-876-543\r\nX: 1',
      'TIN 009-876-543',
      '9'.repeat(10_000),
      42,
    ]) {
      const res = await put({ company_tin: value });
      expect(res.statusCode, String(value).slice(0, 20)).toBe(422);
      expect(res.json().errors['settings.company_tin']).toHaveLength(1);
    }
    const res = await put({ company_tin: '12345' });
    expect(res.json().errors['settings.company_tin']).toEqual([
      'The value must be a TIN of 9 or 12 digits, e.g. 123-456-789-000, or empty.',
    ]);
    expect((await adminSettings()).contact.company_tin.value).toBe('009-876-543-000');
  });
});
