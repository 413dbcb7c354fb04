import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { leads } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { createAdmin } from '../support/factories';

// A low body limit so that "too large" is cheap to send.
const ctx = setupApi({ BODY_LIMIT_BYTES: '2048' });

const json = { 'content-type': 'application/json' };
/** A POST as it comes off the wire: the body as given, the content type as said. */
const post = (url: string, payload: InjectOptions['payload'], headers: Record<string, string> = json) =>
  call(ctx.app, { method: 'POST', url, payload, headers });

describe('error responses', () => {
  it('malformed JSON → 400 with a message', async () => {
    const res = await post('/api/login', '{"email": "a@b.co", "password":');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(res.json().message.length).toBeGreaterThan(0);
  });

  it('an empty JSON body → 400, not 500', async () => {
    const res = await post('/api/contact/general', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('a body over BODY_LIMIT_BYTES → 413 and nothing is stored', async () => {
    const res = await post('/api/contact/inquiry', {
      name: 'A',
      email: 'a@example.ph',
      message: 'x'.repeat(3000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await ctx.db.select().from(leads)).toEqual([]);
  });

  it('an unsupported content type → 415 JSON', async () => {
    const res = await post('/api/login', 'email=a@b.co', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/contact/unknown-kind'],
    ['GET', '/api/public/unknown'],
  ] as const)('unknown route %s %s → 404 JSON', async (method, url) => {
    const res = await call(ctx.app, { method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: `Route ${method} ${url} not found` });
  });

  it('an unknown admin route is 404 for an admin too', async () => {
    const { token } = await createAdmin(ctx.db);
    const res = await call(ctx.app, { method: 'GET', url: '/api/admin/nope', token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });

  it('validation → 422 {message, errors: {field: [messages]}}', async () => {
    const res = await post('/api/contact/quote-simple', {
      name: 'A',
      email: 'nope',
      message: 'Hi',
      phone: '123',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please enter a valid email address',
      errors: {
        email: ['Please enter a valid email address'],
        phone: ['Phone number must be exactly 11 digits'],
      },
    });
  });

  it('wrong JSON types → 422, not 500', async () => {
    const res = await post('/api/contact/support', {
      name: ['A'],
      email: 5,
      message: { text: 'x' },
      phone: true,
      urgency: null,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name', 'phone', 'urgency']);
  });

  it('garbage ids in params → 422 and unknown ids → 404', async () => {
    const bad = await call(ctx.app, { method: 'GET', url: '/api/public/news/abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('id');
    const missing = await call(ctx.app, { method: 'GET', url: '/api/public/news/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String) });
  });
});
