import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branches } from '../../server/db/schema';
import { createUser } from '../support/factories';
import { setupAdminApi } from './support/admin-api';
import { branchBody, insertBranch } from './support/branches';

// Bad input to the branch editor's API (docs/product.md §28): each a 422 naming the field, nothing
// stored; markup and line breaks in a name are refused, not cleaned.
const { ctx, send } = setupAdminApi();

const stored = async () => Number((await ctx.db.select({ n: count() }).from(branches))[0].n);

const CASES: [string, Record<string, unknown>, string, string][] = [
  ['no name', { name: '' }, 'name', 'Name the branch.'],
  [
    'a name with markup',
    { name: 'Cebu <script>alert(1)</script>' },
    'name',
    'Use plain text on one line: no line breaks or markup.',
  ],
  [
    'a name with CR/LF',
    { name: 'Cebu\r\nX-Injected: 1' },
    'name',
    'Use plain text on one line: no line breaks or markup.',
  ],
  ['an oversized name', { name: 'C'.repeat(121) }, 'name', 'Use at most 120 characters.'],
  ['a name of the wrong type', { name: 42 }, 'name', 'Name the branch.'],
  [
    'an address with a line break',
    { address: 'Lot 12\nBrgy. Tipolo' },
    'address',
    'Use plain text on one line: no line breaks or markup.',
  ],
  ['an oversized address', { address: 'a'.repeat(301) }, 'address', 'Use at most 300 characters.'],
  ['an unknown region', { region: '9900000000' }, 'region', 'Choose a region from the list.'],
  [
    'a province of another region',
    { province: '1102400000' },
    'province',
    'Choose a province in the selected region.',
  ],
  [
    'a city of another province',
    { city: '1381600000' },
    'city',
    'Choose a city or municipality in the selected province.',
  ],
  ['a code that is not one', { region: '07<b>' }, 'region', 'Choose a region from the list.'],
  ['no phone', { phones: [] }, 'phones', 'Give at least one phone number.'],
  ['a phone that is not one', { phones: ['0917 555'] }, 'phones.0', 'Phone number must be exactly 11 digits'],
  [
    'a phone with letters',
    { phones: ['0917 555 0231 ext'] },
    'phones.0',
    'Phone number must be exactly 11 digits',
  ],
  [
    'six phones',
    { phones: Array.from({ length: 6 }, (_, i) => `0917555023${i}`) },
    'phones',
    'List at most 5 phone numbers.',
  ],
  ['a bad e-mail', { email: 'cebu@' }, 'email', 'Please enter a valid email address'],
  [
    'no service',
    { services: [] },
    'services',
    'Choose at least one service: sales, parts, service or rental.',
  ],
  [
    'an unknown service',
    { services: ['catering'] },
    'services.0',
    'Choose at least one service: sales, parts, service or rental.',
  ],
  [
    'an unknown province served',
    { serves_provinces: ['0799900000'] },
    'serves_provinces.0',
    'Choose the provinces from the list.',
  ],
  [
    'a region as a province served',
    { serves_provinces: ['0700000000'] },
    'serves_provinces.0',
    'Choose the provinces from the list.',
  ],
  [
    'a latitude out of range',
    { latitude: 123.9311, longitude: 10.3366 },
    'latitude',
    'Use a latitude in the Philippines, from 4 to 22 (like 14.7011).',
  ],
  [
    'a longitude out of range',
    { longitude: 200 },
    'longitude',
    'Use a longitude in the Philippines, from 116 to 127 (like 120.9830).',
  ],
  [
    'a coordinate as text',
    { latitude: '10.3' },
    'latitude',
    'Use a latitude in the Philippines, from 4 to 22 (like 14.7011).',
  ],
  [
    'one coordinate only',
    { latitude: null },
    'latitude',
    'Give both the latitude and the longitude, or neither.',
  ],
  [
    'a photo that is a script',
    { photo: 'javascript:alert(1)' },
    'photo',
    'The image must be a web address (http or https) or a site path.',
  ],
  [
    'hours that close before they open',
    {
      hours: {
        days: {
          mon: [{ open: '17:00', close: '08:00' }],
          tue: [],
          wed: [],
          thu: [],
          fri: [],
          sat: [],
          sun: [],
        },
      },
    },
    'hours.days.mon.0.close',
    'The closing time must be after the opening time.',
  ],
  ['an unknown staff id', { staff_ids: [999999] }, 'staff_ids', 'That staff member does not exist.'],
  [
    'a staff id that is not a number',
    { staff_ids: ['1; drop table users'] },
    'staff_ids.0',
    'That staff member does not exist.',
  ],
];

describe('POST /api/admin/branches refuses bad input', () => {
  it.each(CASES)('%s: 422 on the field, nothing stored', async (_what, over, field, message) => {
    const res = await send('POST', '/api/admin/branches', branchBody(over));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await stored()).toBe(0);
  });

  it('refuses a site account as staff: only staff work at a branch', async () => {
    const visitor = await createUser(ctx.db, { role: 'user' });
    const res = await send('POST', '/api/admin/branches', branchBody({ staff_ids: [visitor.row.id] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ staff_ids: ['That staff member does not exist.'] });
    expect(await stored()).toBe(0);
  });

  it('refuses an oversized body with 413, and ignores fields it does not know', async () => {
    const huge = await send('POST', '/api/admin/branches', branchBody({ address: 'a'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
    const extra = await send(
      'POST',
      '/api/admin/branches',
      branchBody({ id: 77, slug: 'hijack', is_admin: true }),
    );
    expect(extra.statusCode).toBe(201);
    expect(extra.json().data).toMatchObject({ slug: 'cebu' });
    expect(extra.json().data.id).not.toBe(77);
  });
});

describe('PUT /api/admin/branches/{id} refuses bad input', () => {
  it('names the field and changes nothing', async () => {
    const b = await insertBranch(ctx.db, { name: 'Davao' });
    for (const [, over, field, message] of CASES.filter(
      ([, o]) => !('latitude' in o && o.latitude === null),
    )) {
      const res = await send('PUT', `/api/admin/branches/${b.id}`, branchBody(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const [row] = await ctx.db.select().from(branches);
    expect(row.name).toBe('Davao');
  });

  it('refuses an id that is not one', async () => {
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      expect((await send('PUT', `/api/admin/branches/${id}`, { name: 'X' })).statusCode).toBe(422);
    }
  });
});
