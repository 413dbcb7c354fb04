import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authTokens, leads } from '../../server/db/schema';
import { validAddress } from '../../server/lib/trust-proxy';
import { appsOn, call, setupApi } from '../support/api';
import { createUser, DEFAULT_PASSWORD } from '../support/factories';

// Behind a trusted proxy, X-Forwarded-For is whatever the proxy passed on: a sign-in keeps it as
// the session's address only when it is an IP address (decision 015: the session list).
const PROXY = '10.0.0.2';
const ctx = setupApi({ TRUST_PROXY: 'true' });
const appWith = appsOn(ctx);

async function signInVia(app: FastifyInstance, forwardedFor: string) {
  const { user } = await createUser(ctx.db);
  const res = await call(app, {
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: DEFAULT_PASSWORD },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: PROXY,
  });
  expect(res.statusCode).toBe(200);
  const sessions = await call(app, { method: 'GET', url: '/api/profile/sessions', token: res.json().token });
  expect(sessions.statusCode).toBe(200);
  return sessions.json().data[0].ip as string | null;
}

const HOSTILE = [
  '<script>alert(1)</script>',
  'unknown',
  '1.2.3.4\r\nX-Injected: y',
  '999.1.1.1',
  '_hidden',
  'x'.repeat(5000),
  '"; DROP TABLE users; --',
];

describe('the address kept with a sign-in, behind a trusted proxy', () => {
  it('is the forwarded IPv4 or IPv6 address when it is one', async () => {
    expect(await signInVia(ctx.app, '203.0.113.9')).toBe('203.0.113.9');
    expect(await signInVia(ctx.app, '2001:db8::7')).toBe('2001:db8::7');
  });

  it('is null, never the value, when the proxy passed on something that is not an address', async () => {
    for (const value of HOSTILE) {
      const ip = await signInVia(ctx.app, value);
      expect([value.slice(0, 30), ip]).toEqual([value.slice(0, 30), null]);
    }
    const stored = (await ctx.db.select({ ip: authTokens.ip }).from(authTokens)).map((r) => r.ip);
    expect(stored.every((ip) => ip === null)).toBe(true);
  });

  it('is checked the same way with TRUST_PROXY as a hop count or as addresses', async () => {
    for (const TRUST_PROXY of ['1', PROXY]) {
      const app = await appWith({ TRUST_PROXY });
      expect(await signInVia(app, '198.51.100.4')).toBe('198.51.100.4');
      expect(await signInVia(app, 'unknown')).toBeNull();
      expect(await signInVia(app, '<b>x</b>, 198.51.100.5')).toBe('198.51.100.5');
    }
  });
});

describe('the address kept with a lead, behind a trusted proxy', () => {
  it('is the forwarded IP address when it is one, null otherwise; the lead is stored either way', async () => {
    const cases: [string, string | null][] = [
      ['203.0.113.9', '203.0.113.9'],
      ...HOSTILE.map((value): [string, null] => [value, null]),
    ];
    for (const [forwardedFor, expected] of cases) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: '/api/contact/general',
        payload: { name: 'Ana Reyes', email: 'ana@example.ph', subject: 'Hi', message: 'A loader, please' },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: PROXY,
      });
      expect(res.statusCode, forwardedFor.slice(0, 30)).toBe(201);
      const [lead] = await ctx.db.select({ ip: leads.ip }).from(leads).where(eq(leads.id, res.json().id));
      expect([forwardedFor.slice(0, 30), lead.ip]).toEqual([forwardedFor.slice(0, 30), expected]);
    }
  });
});

describe('validAddress', () => {
  it('keeps IPv4 and IPv6 addresses and nothing else', () => {
    for (const ok of ['127.0.0.1', '::1', '::ffff:203.0.113.1', 'fe80::1']) expect(validAddress(ok)).toBe(ok);
    for (const bad of [...HOSTILE, '', undefined, null, '1.2.3', '1.2.3.4:80']) {
      expect(validAddress(bad)).toBeNull();
    }
  });
});
