import { describe, expect, it } from 'vitest';
import { leads } from '../../server/db/schema';
import { call, setupApi } from '../support/api';

// Behind a reverse proxy: the client address comes from X-Forwarded-For.
const ctx = setupApi({ TRUST_PROXY: 'true', RATE_LIMIT_CONTACT_PER_MINUTE: '1' });

const lead = { name: 'Proxy Test', email: 'proxy@example.ph', message: 'Hello' };
const send = (forwardedFor: string) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/contact/inquiry',
    payload: lead,
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: '10.0.0.2',
  });

describe('TRUST_PROXY=true', () => {
  it('stores the X-Forwarded-For client address as the lead ip', async () => {
    expect((await send('203.0.113.7')).statusCode).toBe(201);
    const rows = await ctx.db.select().from(leads);
    expect(rows.map((r) => r.ip)).toEqual(['203.0.113.7']);
  });

  it('limits per forwarded client, not per proxy', async () => {
    expect((await send('203.0.113.8')).statusCode).toBe(201);
    const limited = await send('203.0.113.8');
    expect(limited.statusCode).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await send('203.0.113.9')).statusCode).toBe(201);
    expect((await ctx.db.select().from(leads).orderBy(leads.id)).map((r) => r.ip)).toEqual([
      '203.0.113.8',
      '203.0.113.9',
    ]);
  });
});
