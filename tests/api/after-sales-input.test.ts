import { describe, expect, it } from 'vitest';
import { AFTER_SALES_MESSAGES, PARTS_MAX_LINES } from '#common/schemas/after-sales';
import { setupApi } from '../support/api';
import { createBrand } from '../support/factories';
import {
  BUKIDNON,
  partsBody,
  postRequest,
  serviceBody,
  storedCounts,
  storedRequest,
} from './support/after-sales';
import { machineOf } from './support/lead-desk';

// Bad input to the after-sales requests (docs/product.md §30): each a 422 naming the field, and
// nothing stored — no lead, no request row, no photo attached.
const ctx = setupApi();
const M = AFTER_SALES_MESSAGES;
const line = { part_number: '6I-2501', quantity: 1 };

async function refused(kind: 'parts' | 'service', body: object, field: string, message?: string) {
  const res = await postRequest(ctx, kind, body);
  expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
  const errors = res.json().errors as Record<string, string[]>;
  expect(Object.keys(errors), res.body).toContain(field);
  if (message) expect(errors[field]).toContain(message);
}

const nothingStored = async () =>
  expect(await storedCounts(ctx)).toEqual({ leads: 0, requests: 0, attached: 0 });

describe('POST /api/contact/parts refuses', () => {
  it('no lines, and more than 50', async () => {
    await refused('parts', partsBody({ items: [] }), 'items', M.linesEmpty);
    const many = Array.from({ length: PARTS_MAX_LINES + 1 }, () => line);
    await refused('parts', partsBody({ items: many }), 'items', M.linesTooMany);
    await refused('parts', partsBody({ items: 'pump' }), 'items');
    await nothingStored();
  });

  it('a quantity of 0, 1,000 (more than a quotation line takes), a fraction or text', async () => {
    for (const quantity of [0, 1_000, 1.5, '2', null])
      await refused('parts', partsBody({ items: [{ ...line, quantity }] }), 'items.0.quantity', M.quantity);
    await nothingStored();
  });

  it('a part number with markup or a line break, and a line with neither number nor description', async () => {
    for (const part_number of ['<b>6I-2501</b>', '6I-2501\r\nBcc: x@example.com', '6I-2501\n', 'pump"; drop'])
      await refused(
        'parts',
        partsBody({ items: [{ ...line, part_number }] }),
        'items.0.part_number',
        M.partNumber,
      );
    await refused('parts', partsBody({ items: [{ quantity: 2 }] }), 'items.0.description', M.lineEmpty);
    await nothingStored();
  });

  it('an unknown or hidden machine (422 on machine.variant_id, as the quote list does), or none', async () => {
    const hidden = await createBrand(ctx.db, { name: 'Retired', isActive: false });
    const old = await machineOf(ctx.db, hidden.id, 'Dozers', 'Old Dozer');
    for (const variant_id of [999_999, old.id])
      await refused('parts', partsBody({ machine: { variant_id } }), 'machine.variant_id', M.variant);
    await refused('parts', partsBody({ machine: { brand: 'XCMG' } }), 'machine', M.machine);
    await refused('parts', partsBody({ machine: undefined }), 'machine');
    await refused('parts', partsBody({ machine: { variant_id: 'abc' } }), 'machine');
    await nothingStored();
  });

  it('a province code that does not exist, or none', async () => {
    await refused('parts', partsBody({ province: '0799999999' }), 'province', M.province);
    await refused('parts', partsBody({ province: '' }), 'province', M.provinceRequired);
    await refused('parts', partsBody({ province: 'Cebu' }), 'province', M.province);
    await nothingStored();
  });

  it('machine down missing or not a yes/no, and a phone missing', async () => {
    await refused('parts', partsBody({ machine_down: undefined }), 'machine_down', M.machineDown);
    await refused('parts', partsBody({ machine_down: 'yes' }), 'machine_down', M.machineDown);
    await refused('parts', partsBody({ phone: '' }), 'phone');
    await nothingStored();
  });
});

describe('POST /api/contact/service refuses', () => {
  it('an hour meter that is negative, not a number, or too large', async () => {
    for (const hour_meter of [-1, '1200', 'abc', 1_000_001])
      await refused('service', serviceBody({ hour_meter }), 'hour_meter', M.hourMeter);
    await nothingStored();
  });

  it('no problem, a city outside the province, a past or malformed date, too many dates', async () => {
    await refused('service', serviceBody({ problem: '  ' }), 'problem', M.problem);
    await refused('service', serviceBody({ province: BUKIDNON }), 'city', M.city);
    await refused(
      'service',
      serviceBody({ preferred_dates: ['2020-01-01'] }),
      'preferred_dates.0',
      M.preferredDate,
    );
    await refused(
      'service',
      serviceBody({ preferred_dates: ['31/12/2030'] }),
      'preferred_dates.0',
      M.preferredDate,
    );
    const dates = ['2099-01-01', '2099-01-02', '2099-01-03', '2099-01-04'];
    await refused(
      'service',
      serviceBody({ preferred_dates: dates }),
      'preferred_dates',
      M.preferredDatesTooMany,
    );
    await nothingStored();
  });

  it('an unknown province and an unknown machine', async () => {
    await refused('service', serviceBody({ province: '9999999999', city: null }), 'province', M.province);
    await refused(
      'service',
      serviceBody({ machine: { variant_id: 424_242 } }),
      'machine.variant_id',
      M.variant,
    );
    await nothingStored();
  });

  it('keeps the markup out of the problem, as every lead field (stored as plain text)', async () => {
    const res = await postRequest(
      ctx,
      'service',
      serviceBody({ problem: '<script>alert(1)</script>Leaks oil' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { own } = await storedRequest(ctx, res.json().data.id);
    expect(own.problem).not.toMatch(/<|>/);
    expect(own.problem).toContain('Leaks oil');
  });
});
