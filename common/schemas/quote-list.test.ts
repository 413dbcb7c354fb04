import { describe, expect, it } from 'vitest';
import { businessDate } from '../business-date';
import { quoteListReference } from './leads';
import { quoteListSchema } from './quote-list';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => businessDate(new Date(Date.now() + n * DAY));

const valid = {
  items: [{ variant_id: 7, quantity: 2, note: 'with rock bucket' }],
  name: 'Juan Dela Cruz',
  email: 'juan@example.ph',
  phone: '+63 917 123 4567',
  buyer_type: 'contractor',
  intent: 'buy',
  region: '0700000000',
  province: '0702200000',
  city: '0730600000',
  needed_by: inDays(30),
};

/** The field → messages map the API's 422 carries. */
function errors(input: unknown) {
  const result = quoteListSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
}

describe('quoteListSchema', () => {
  it('takes a list as the page sends it: phone and TIN to digits, empty optionals to null', () => {
    const parsed = quoteListSchema.parse({ ...valid, tin: '123-456-789-000', company: '', message: '' });
    expect(parsed).toMatchObject({
      phone: '09171234567',
      tin: '123456789000',
      company: null,
      message: null,
      items: [{ variant_id: 7, quantity: 2, note: 'with rock bucket' }],
    });
  });

  it('accepts today in the Philippines; refuses yesterday there', () => {
    expect(errors({ ...valid, needed_by: inDays(0) })).toEqual({});
    expect(errors({ ...valid, needed_by: inDays(-1) })).toEqual({
      needed_by: ['The date needed cannot be in the past'],
    });
  });

  it.each([
    [{ needed_by: '2031-02-30' }, 'needed_by', 'Enter a date like 2025-01-31'],
    [{ needed_by: undefined }, 'needed_by', 'Date needed is required'],
    [{ tin: '12345678' }, 'tin', 'TIN must be 9 or 12 digits'],
    [{ phone: '' }, 'phone', 'Phone is required'],
    [{ phone: '0917 123 456' }, 'phone', 'Phone number must be exactly 11 digits'],
    [{ buyer_type: 'reseller' }, 'buyer_type', 'Choose who is buying'],
    [{ intent: 'lease' }, 'intent', 'Choose buy, rent or finance'],
    [{ items: [] }, 'items', 'Add at least one machine to the list'],
    [
      { items: [{ variant_id: 7, quantity: '2' }] },
      'items.0.quantity',
      'Quantity must be a whole number from 1 to 999',
    ],
    [
      { items: [{ variant_id: 7, quantity: 0 }] },
      'items.0.quantity',
      'Quantity must be a whole number from 1 to 999',
    ],
    [
      { items: [{ variant_id: 0, quantity: 1 }] },
      'items.0.variant_id',
      'Choose a machine from the catalogue',
    ],
    [{ province: '0702200001' }, 'province', 'Choose a province in the selected region'],
    [{ city: '1380300000' }, 'city', 'Choose a city or municipality in the selected province'],
    [{ region: '' }, 'region', 'Region is required'],
    [{ region: '1'.repeat(11) }, 'region', 'Choose a region from the list'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(errors({ ...valid, ...change })).toEqual({ [field]: [message] });
  });

  it('reports every wrong field at once, the place included', () => {
    expect(Object.keys(errors({ ...valid, name: '', province: '1300000000', items: [] })).sort()).toEqual([
      'items',
      'name',
      'province',
    ]);
  });
});

it('quoteListReference pads the id', () => {
  expect(quoteListReference(42)).toBe('QL-000042');
  expect(quoteListReference(12_345_678)).toBe('QL-12345678');
});
