import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { mailOutbox, userInvitations, users } from '../../server/db/schema';
import { runOutboxOnce } from '../../server/services/mail/outbox';
import { onMailQueued } from '../../server/services/mail/signal';
import { smtpSender } from '../../server/services/mail/transport';
import { setSettingValues } from '../../server/services/settings';
import { call, testConfig } from '../support/api';
import { createAdmin } from '../support/factories';
import { setupMailApi } from './support/lead-mail';

// Adding a staff member without a password (Users → Add user): an 'invite' mail in the outbox
// with a one-time link, and the public /api/invitations/{token} that opens it and sets the password.
const PUBLIC_URL = 'https://ironsite.example';
const mail = setupMailApi({ PUBLIC_URL });
const { ctx } = mail;
const PASSWORD = 'Gr8-Excavator!';
const INVALID = { message: 'This invitation link is invalid or has expired.' };

const invite = async (over: Record<string, unknown> = {}) => {
  const admin = await createAdmin(ctx.db);
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/admin/users',
    token: admin.token,
    payload: { name: 'Ivy Invited', email: 'ivy@example.ph', role: 'sales', ...over },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'invite'));
  const token = new RegExp(`${PUBLIC_URL}/invitation/([A-Za-z0-9_-]+)`).exec(row!.text)?.[1];
  expect(token).toBeDefined();
  return { res, admin, mail: row!, token: token! };
};
const open = (token: string) => call(ctx.app, { url: `/api/invitations/${token}` });
const accept = (token: string, payload: Record<string, unknown> = {}) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/invitations/${token}`,
    payload: { password: PASSWORD, password_confirmation: PASSWORD, ...payload },
  });
const login = (email: string, password: string) =>
  call(ctx.app, { method: 'POST', url: '/api/login', payload: { email, password } });

describe('POST /api/admin/users without a password', () => {
  it('queues exactly one invite mail with the link, and stores only the link’s hash', async () => {
    const { res, mail: row, token } = await invite();
    expect(res.json()).toMatchObject({
      message: 'User created. An invitation to choose a password was sent to ivy@example.ph.',
      data: {
        name: 'Ivy Invited',
        email: 'ivy@example.ph',
        role: 'sales',
        active: true,
        invitation_pending: true,
      },
    });
    const outbox = await ctx.db.select().from(mailOutbox);
    expect(outbox).toHaveLength(1);
    expect(row).toMatchObject({ kind: 'invite', leadId: null, to: 'ivy@example.ph', state: 'pending' });
    expect(row.text).toContain(`${PUBLIC_URL}/invitation/${token}`);
    expect(row.html).toContain(`href="${PUBLIC_URL}/invitation/${token}"`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await ctx.db.select().from(userInvitations);
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(res.body).not.toContain(token);
  });

  it('wakes the outbox worker after the commit', async () => {
    let woken = 0;
    const off = onMailQueued(() => woken++);
    try {
      await invite();
      expect(woken).toBe(1);
    } finally {
      off();
    }
  });

  it('the account cannot sign in before the link is used', async () => {
    await invite();
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'ivy@example.ph'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login('ivy@example.ph', '')).statusCode).toBe(422);
    expect((await login('ivy@example.ph', PASSWORD)).statusCode).toBe(401);
  });

  it('nothing is written when the account is refused (duplicate e-mail)', async () => {
    await invite();
    const admin = await createAdmin(ctx.db);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/users',
      token: admin.token,
      payload: { name: 'Again', email: 'IVY@example.ph', role: 'viewer' },
    });
    expect(res.statusCode).toBe(422);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(1);
    expect(await ctx.db.select().from(userInvitations)).toHaveLength(1);
  });

  it('the outbox worker sends an invite row (no lead) over SMTP', async () => {
    await setSettingValues(ctx.db, {
      site_name: 'Ironsite Equipment',
      company_email: 'sales@ironsite.example',
    });
    const { token } = await invite();
    const smtp = await mail.smtpUp();
    const run = await runOutboxOnce(ctx.db, smtpSender(mail.smtpUrl()));
    expect(run).toMatchObject({ sent: 1, failed: 0, retrying: 0 });
    const [received] = await smtp.waitFor(1);
    expect(received!.to).toEqual(['ivy@example.ph']);
    expect(received!.from).toBe('sales@ironsite.example');
    expect(received!.text).toContain(`${PUBLIC_URL}/invitation/${token}`);
    expect(received!.attachments).toEqual([]);
    const [row] = await ctx.db.select().from(mailOutbox);
    expect(row).toMatchObject({ state: 'sent', lastError: null });
  });
});

describe('/api/invitations/{token}', () => {
  it('GET names the person; POST sets the password, signs in, and works only once', async () => {
    const { token } = await invite();
    const info = await open(token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ success: true, data: { name: 'Ivy Invited', email: 'ivy@example.ph' } });

    const res = await accept(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Ivy Invited',
        email: 'ivy@example.ph',
        role: 'sales',
        created_at: expect.any(String),
      },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect((await call(ctx.app, { url: '/api/me', token: body.token })).json().user.email).toBe(
      'ivy@example.ph',
    );
    expect((await login('ivy@example.ph', PASSWORD)).statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(userInvitations);
    expect(stored!.usedAt).toBeInstanceOf(Date);

    const again = await accept(token, { password: 'An0ther-Pass!', password_confirmation: 'An0ther-Pass!' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(INVALID);
    expect((await open(token)).statusCode).toBe(404);
    expect((await login('ivy@example.ph', 'An0ther-Pass!')).statusCode).toBe(401);
  });

  it('the same link used twice at once signs in once', async () => {
    const { token } = await invite();
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it('answers 404 for an expired link, and for a deactivated account’s', async () => {
    const { token } = await invite();
    await ctx.db.update(userInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await open(token)).json()).toEqual(INVALID);
    expect((await accept(token)).statusCode).toBe(404);

    await ctx.db.update(userInvitations).set({ expiresAt: new Date(Date.now() + 3600_000) });
    expect((await open(token)).statusCode).toBe(200);
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.email, 'ivy@example.ph'));
    expect((await open(token)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    const unknown = 'A'.repeat(43);
    const malformed = [
      'short',
      'x'.repeat(19),
      'abc.def.ghi.jkl.mno.pqr.stu',
      '%27%20or%201%3D1--aaaaaaaaaa',
    ];
    for (const token of [unknown, ...malformed]) {
      const get = await open(token);
      expect([token, get.statusCode]).toEqual([token, 404]);
      expect(get.json()).toEqual(INVALID);
      expect((await accept(token)).statusCode).toBe(404);
    }
    // Longer than any token: refused by the router's parameter limit (414) or the format (404).
    expect([404, 414]).toContain((await open('x'.repeat(201))).statusCode);
  });

  it('answers 422 for a short, common or unconfirmed password, and the link still works after', async () => {
    const { token } = await invite();
    const short = await accept(token, { password: 'Ab1!xyz', password_confirmation: 'Ab1!xyz' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Password must be at least 8 characters long']);
    const common = await accept(token, { password: 'password123', password_confirmation: 'password123' });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toEqual([
      'This password is too common. Please choose another one.',
    ]);
    const mismatch = await accept(token, { password_confirmation: 'Different-Pass1!' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['Passwords do not match']);
    const wrongType = await accept(token, { password: 12345678 });
    expect(wrongType.statusCode).toBe(422);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('is limited like sign-in (RATE_LIMIT_AUTH_PER_MINUTE)', async () => {
    const app = await buildApp({
      config: testConfig({ RATE_LIMIT_AUTH_PER_MINUTE: '3' }),
      database: ctx.testDb.database,
      logger: false,
    });
    try {
      const guess = (method: 'GET' | 'POST') =>
        call(app, {
          method,
          url: `/api/invitations/${'B'.repeat(43)}`,
          remoteAddress: '192.0.2.40',
          ...(method === 'POST' ? { payload: { password: PASSWORD, password_confirmation: PASSWORD } } : {}),
        });
      for (let i = 0; i < 3; i++) expect((await guess('GET')).statusCode).toBe(404);
      const limited = await guess('GET');
      expect(limited.statusCode).toBe(429);
      for (let i = 0; i < 3; i++) expect((await guess('POST')).statusCode).toBe(404);
      expect((await guess('POST')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('is logged without its token, for the page and the API alike', async () => {
    const { token } = await invite();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info', PUBLIC_URL }),
      database: ctx.testDb.database,
      logger: { level: 'info', stream },
    });
    try {
      await app.ready();
      expect((await app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(200);
      await app.inject({ url: `/invitation/${token}` });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/invitations/[redacted]');
    expect(log).toContain('/invitation/[redacted]');
    expect(log).not.toContain(token);
  });
});
