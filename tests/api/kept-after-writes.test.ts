import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS, DEFAULT_RESPONSE_TARGETS } from '#common/schemas/lead-desk';
import { RESPONSE_CACHE_HEADER } from '../../server/caching/response-cache';
import { webBuildExists } from '../../server/plugins/web';
import { call, setupApi, siteApp } from '../support/api';
import { createAdmin, createLead, createVariant } from '../support/factories';

// Which back-office writes empty the kept responses (server/caching/after-admin-write.ts): one that
// changes what the site shows does, on every instance (docs/product.md §4); one that changes only
// the staff's own records (a lead and its note, a user, the lead desk's rules) leaves the kept
// pages and API answers as they were, so the next visitor is not sent a fresh render for nothing.
const ctx = setupApi();

/** GET `url` twice from `app`: whether the second answer was sent as kept. */
const keptAfterTwo = async (app: FastifyInstance, url: string) => {
  await app.inject({ url });
  return (await app.inject({ url })).headers[RESPONSE_CACHE_HEADER] === 'hit';
};
const kept = async (app: FastifyInstance, url: string) =>
  (await app.inject({ url })).headers[RESPONSE_CACHE_HEADER] === 'hit';

async function adminWrite(token: string, method: 'PATCH' | 'PUT' | 'POST', url: string, payload: object) {
  const res = await call(ctx.app, { method, url: `/api/admin${url}`, token, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('kept public API answers after a back-office write', () => {
  const URL = '/api/public/variants?page=1&per_page=12';

  it('stay kept after a lead note, a user save and a lead-desk rule; a variant save empties them', async () => {
    const { token, user } = await createAdmin(ctx.db);
    const variant = await createVariant(ctx.db, { name: 'ZX200 Excavator', price: 1_000_000 });
    const lead = await createLead(ctx.db);
    expect(await keptAfterTwo(ctx.app, URL)).toBe(true);

    await adminWrite(token, 'PATCH', `/leads/${lead.id}`, { note: 'Called, sending the brochure.' });
    expect(await kept(ctx.app, URL)).toBe(true);
    await adminWrite(token, 'POST', '/users', {
      name: 'Maria Santos',
      email: 'maria@example.com',
      role: 'sales',
    });
    expect(await kept(ctx.app, URL)).toBe(true);
    await adminWrite(token, 'PUT', '/lead-rules', { rules: [], fallback_user_id: user.id });
    expect(await kept(ctx.app, URL)).toBe(true);

    await adminWrite(token, 'PUT', `/variants/${variant.id}`, { price: 1_200_000 });
    expect(await kept(ctx.app, URL)).toBe(false);
  });

  it('are emptied by the lead desk’s business hours and response targets, which the site shows', async () => {
    const { token } = await createAdmin(ctx.db);
    await createVariant(ctx.db);
    expect(await keptAfterTwo(ctx.app, URL)).toBe(true);
    await adminWrite(token, 'PUT', '/business-hours', {
      days: { ...DEFAULT_BUSINESS_HOURS.days, sat: [{ open: '09:00', close: '12:00' }] },
    });
    expect(await kept(ctx.app, URL)).toBe(false);
    // The forms' promise ("within 24 hours") is the targets in hours (docs/product.md §24).
    expect(await keptAfterTwo(ctx.app, URL)).toBe(true);
    await adminWrite(token, 'PUT', '/response-targets', { ...DEFAULT_RESPONSE_TARGETS, general: 1080 });
    expect(await kept(ctx.app, URL)).toBe(false);
  });
});

describe.skipIf(!webBuildExists())('kept pages after a back-office write (the build)', () => {
  const site = siteApp(ctx);

  it('a lead note leaves a kept page kept; a variant save empties it', async () => {
    const { token } = await createAdmin(ctx.db);
    const variant = await createVariant(ctx.db, { name: 'ZX200 Excavator', price: 1_000_000 });
    const lead = await createLead(ctx.db);
    const page = `/products/${variant.id}`;
    expect(await keptAfterTwo(site.app, page)).toBe(true);

    await adminWrite(token, 'PATCH', `/leads/${lead.id}`, { note: 'Asked for the financing terms.' });
    expect(await kept(site.app, page)).toBe(true);

    await adminWrite(token, 'PUT', `/variants/${variant.id}`, { price: 1_200_000 });
    const after = await site.app.inject({ url: page });
    expect(after.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
    expect(after.body).toContain('1,200,000');
  });
});
