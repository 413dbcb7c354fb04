import { describe, expect, it } from 'vitest';
import { leads } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { createUser, DEFAULT_PASSWORD } from '../support/factories';

// Low limits; the limiter's memory outlives the per-test database reset, so every test uses its
// own client address.
const ctx = setupApi({ RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_CONTACT_PER_MINUTE: '2' });

const from = (remoteAddress: string) => ({
  login: (email: string, password: string) =>
    call(ctx.app, { method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress }),
  contact: (kind: string) =>
    call(ctx.app, {
      method: 'POST',
      url: `/api/contact/${kind}`,
      payload: { name: 'A', email: 'a@example.ph', message: 'Hi', subject: 'S' },
      remoteAddress,
    }),
});

function expectTooMany(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(res.json().message).toMatch(/^Too many requests\./);
}

describe('rate limits', () => {
  it('the 4th login in a minute from one address gets 429 with Retry-After', async () => {
    const { user } = await createUser(ctx.db);
    const client = from('192.0.2.1');
    expect((await client.login(user.email, 'Wrong-Passw0rd')).statusCode).toBe(401);
    expect((await client.login(user.email, 'Wrong-Passw0rd')).statusCode).toBe(401);
    expect((await client.login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expectTooMany(await client.login(user.email, DEFAULT_PASSWORD));
    // Another address is not affected.
    expect((await from('192.0.2.2').login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('limits register with the auth limit', async () => {
    const register = (n: number) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/register',
        remoteAddress: '192.0.2.3',
        payload: {
          name: 'R',
          email: `r${n}@example.ph`,
          password: 'Gr8-Excavator!',
          password_confirmation: 'Gr8-Excavator!',
        },
      });
    for (const n of [1, 2, 3]) expect((await register(n)).statusCode).toBe(201);
    expectTooMany(await register(4));
  });

  it('the 3rd contact submission in a minute gets 429 and is not stored', async () => {
    const client = from('192.0.2.4');
    expect((await client.contact('general')).statusCode).toBe(201);
    expect((await client.contact('general')).statusCode).toBe(201);
    expectTooMany(await client.contact('general'));
    expect(await ctx.db.select().from(leads)).toHaveLength(2);
  });

  it('limits each contact endpoint', async () => {
    const client = from('192.0.2.5');
    for (const kind of ['quote-simple', 'inquiry', 'support']) {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await client.contact(kind)).statusCode);
      expect([kind, answers]).toEqual([kind, [201, 201, 429]]);
    }
  });
});
