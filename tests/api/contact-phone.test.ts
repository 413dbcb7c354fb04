import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../server/db/schema';
import { call, setupApi } from '../support/api';

// Every contact endpoint takes a phone as people write it (and as browsers autofill it) and
// stores its 11 digits, a Philippine mobile in international form as 09…; anything that is not a
// phone number is refused on `phone`, never cut or stripped into another number. The country code
// becomes 0 before the length is counted, so a landline in international form (11 digits as typed)
// is refused with a hint to write it in the message, never stored as a number nobody can call.
const ctx = setupApi();

const person = { name: 'Juan Dela Cruz', email: 'juan@example.ph' };
/** The smallest valid body of each endpoint that takes a phone. */
const ENDPOINTS: Record<string, Record<string, unknown>> = {
  'quote-simple': { ...person, message: 'Please send pricing.' },
  quote: { ...person, project_description: 'Three excavators.' },
  general: { ...person, subject: 'Rental', message: 'Do you rent cranes?' },
  inquiry: { ...person, message: 'Is the loader in stock?' },
  support: { ...person, message: 'The pump leaks.' },
};
const kinds = Object.keys(ENDPOINTS);

const post = (kind: string, payload: unknown) =>
  call(ctx.app, { method: 'POST', url: `/api/contact/${kind}`, payload: payload as Record<string, unknown> });
const allLeads = () => ctx.db.select().from(leads).orderBy(asc(leads.id));

const WRITTEN = [
  '0917 123 4567',
  '+63 917 123 4567',
  '63-917-123-4567',
  '(0917) 123-4567',
  '0063 917 123 4567',
  '+639171234567',
];

describe.each(kinds)('POST /api/contact/%s', (kind) => {
  it('stores every written form of a number as its 11 digits', async () => {
    for (const phone of WRITTEN) {
      const res = await post(kind, { ...ENDPOINTS[kind], phone });
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(201);
    }
    const stored = await allLeads();
    expect(stored.map((l) => l.phone)).toEqual(WRITTEN.map(() => '09171234567'));
    for (const lead of stored) expect(lead.payload).toMatchObject({ phone: '09171234567' });
  });

  it.each([
    ['too short', '0917 123 456'],
    ['too long', '0917 123 45678'],
    ['cut international form', '63917123456'],
    ['letters', '0917abc1234567'],
    ['markup', '<b>0917 123 4567</b>'],
    ['CR/LF', '0917 123 4567\r\nBcc: x@example.com'],
    ['a bare line break', '0917\n1234567'],
    ['10 KB', '0917 123 4567 '.repeat(800)],
    ['a number', 9171234567],
    ['an array', ['09171234567']],
    ['an object', { number: '09171234567' }],
  ])('refuses %s with 422 on phone and stores nothing', async (_, phone) => {
    const started = performance.now();
    const res = await post(kind, { ...ENDPOINTS[kind], phone });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors)).toEqual(['phone']);
    expect(body.errors.phone).toEqual(['Phone number must be exactly 11 digits']);
    expect(await allLeads()).toEqual([]);
  });

  it.each([
    '+63 (45) 982-1234',
    '+63 45 982 1234',
    '63459821234',
    '0063 45 982 1234',
    '+63 2 8123 4567',
    '(045) 982-1234',
  ])('refuses the landline %j with the hint to write it in the message', async (phone) => {
    const res = await post(kind, { ...ENDPOINTS[kind], phone });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      phone: ['Phone number must be exactly 11 digits. For a landline, write it in your message.'],
    });
    expect(await allLeads()).toEqual([]);
  });

  it.each([
    ['a landline with extra digits', '+63 45 982 1234 56'],
    ['a 0 kept after the country code', '0063 0917 123 456'],
    ['a landline with letters', '+63 45 982 ABCD'],
    ['a landline with CR/LF', '+63 45 982 1234\r\nBcc: x@example.com'],
    ['a landline in markup', '<a href="tel:+63459821234">+63 45 982 1234</a>'],
  ])('refuses %s with the plain phone message', async (_, phone) => {
    const res = await post(kind, { ...ENDPOINTS[kind], phone });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ phone: ['Phone number must be exactly 11 digits'] });
    expect(await allLeads()).toEqual([]);
  });
});
