import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { mailOutbox, userInvitations, users } from '../../server/db/schema';
import { purgeDeadSessions } from '../../server/services/auth';
import { runOutboxOnce } from '../../server/services/mail/outbox';
import { onMailQueued } from '../../server/services/mail/signal';
import { smtpSender } from '../../server/services/mail/transport';
import { setSettingValues } from '../../server/services/settings';
import { appsOn, call, testConfig } from '../support/api';
import { createAdmin } from '../support/factories';
import { logLines } from '../support/log-lines';
import type { TestSmtp } from '../support/smtp';
import { databaseText, outboxText } from './support/database-text';
import { droppingSender, setupMailApi } from './support/lead-mail';

// Adding a staff member without a password (Users → Add user): an 'invite' mail in the outbox
// whose one-time link is minted as the worker hands it to SMTP (only its hash kept, never in the
// outbox), and the public /api/invitations/{token} that opens it and sets the password.
const PUBLIC_URL = 'https://ironsite.example';
const mail = setupMailApi({ PUBLIC_URL });
const { ctx } = mail;
const PASSWORD = 'Gr8-Excavator!';
const INVALID = { message: 'This invitation link is invalid or has expired.' };
const LINK = new RegExp(`${PUBLIC_URL}/invitation/([A-Za-z0-9_-]{43})`);

/** Queues the invitation (not sent). */
const create = async (over: Record<string, unknown> = {}) => {
  const admin = await createAdmin(ctx.db);
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/admin/users',
    token: admin.token,
    payload: { name: 'Ivy Invited', email: 'ivy@example.ph', role: 'sales', ...over },
  });
  expect(res.statusCode).toBe(201);
  return { res, admin };
};
const outbox = () => ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

let smtp: TestSmtp | undefined;
beforeEach(() => {
  smtp = undefined; // the previous test's server was closed after it
});
/** Runs the worker against the test SMTP server; the token of the mail it delivered last. */
const deliver = async (now?: Date) => {
  smtp ??= await mail.smtpUp();
  const before = smtp.received.length;
  const run = await runOutboxOnce(ctx.db, smtpSender(mail.smtpUrl()), { now });
  const received = (await smtp.waitFor(before + 1))[before]!;
  const token = LINK.exec(received.text)?.[1];
  expect(token).toBeDefined();
  return { run, received, token: token! };
};

/** Queues the invitation and sends it: the token as the invitee received it. */
const invite = async (over: Record<string, unknown> = {}) => {
  const created = await create(over);
  const [row] = await outbox();
  const { token, received } = await deliver();
  return { ...created, mail: row!, received, token };
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
const listed = async (token: string) =>
  (await call(ctx.app, { url: '/api/admin/users', token }))
    .json()
    .data.find((u: { email: string }) => u.email === 'ivy@example.ph');

describe('POST /api/admin/users without a password', () => {
  it('queues exactly one invite mail with a marker, mints the link only as it is sent, and stores only its hash', async () => {
    const { res, admin } = await create();
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
    const [row, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ kind: 'invite', leadId: null, to: 'ivy@example.ph', state: 'pending' });
    expect(row!.userId).toBe(res.json().data.id);
    expect(row!.text).toContain(`${PUBLIC_URL}/invitation/{{link-token}}`);
    expect(row!.html).toContain(`href="${PUBLIC_URL}/invitation/{{link-token}}"`);
    // Queued, not sent: no link exists yet, and the account still says its invitation waits.
    expect(await ctx.db.select().from(userInvitations)).toEqual([]);
    expect(await listed(admin.token)).toMatchObject({ invitation_pending: true });

    const { token, received } = await deliver();
    expect(received.html).toContain(`href="${PUBLIC_URL}/invitation/${token}"`);
    const [stored] = await ctx.db.select().from(userInvitations);
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // The expiry reads in the business's time zone, whatever the server's (docs/product.md §23, §2.8).
    const manila = new Intl.DateTimeFormat('en-PH', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Manila',
    });
    expect(received.text).toContain(`expires on ${manila.format(stored!.expiresAt)} (Manila time)`);
    expect(res.body).not.toContain(token);
    // The sent row and every other table, as a dump would carry them, hold no live link.
    const [sent] = await outbox();
    expect(sent).toMatchObject({ state: 'sent', linkHash: stored!.tokenHash });
    expect(await outboxText(ctx.db)).toContain('{{link-token}}');
    expect(await outboxText(ctx.db)).not.toContain(token);
    expect(await databaseText(ctx.db)).not.toContain(token);
    expect(await listed(admin.token)).toMatchObject({ invitation_pending: true });
    expect((await open(token)).statusCode).toBe(200);
  });

  it('wakes the outbox worker after the commit', async () => {
    let woken = 0;
    const off = onMailQueued(() => woken++);
    try {
      await create();
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
    expect(await outbox()).toHaveLength(1);
    expect(await ctx.db.select().from(userInvitations)).toHaveLength(1);
  });

  it('the outbox worker sends an invite row (no lead) over SMTP', async () => {
    await setSettingValues(ctx.db, {
      site_name: 'Ironsite Equipment',
      company_email: 'sales@ironsite.example',
    });
    await create();
    const { run, received, token } = await deliver();
    expect(run).toMatchObject({ sent: 1, failed: 0, retrying: 0 });
    expect(received.to).toEqual(['ivy@example.ph']);
    expect(received.from).toBe('sales@ironsite.example');
    expect(received.text).toContain(`${PUBLIC_URL}/invitation/${token}`);
    expect(received.attachments).toEqual([]);
    const [row] = await outbox();
    expect(row).toMatchObject({ state: 'sent', lastError: null });
  });

  it('a retry mints a new link and the one before stops working', async () => {
    await create();
    // The first attempt's mail may have reached the invitee before the connection failed.
    const { handed, sender: flaky } = droppingSender();
    const t0 = new Date();
    expect(await runOutboxOnce(ctx.db, flaky, { now: t0 })).toMatchObject({ retrying: 1 });
    const first = LINK.exec(handed[0]!)?.[1];
    expect(first).toBeDefined();
    expect((await open(first!)).statusCode).toBe(200);
    expect(await outboxText(ctx.db)).not.toContain(first);

    const { token: second } = await deliver(new Date(t0.getTime() + 60_000));
    expect(second).not.toBe(first);
    expect((await open(first!)).json()).toEqual(INVALID);
    expect((await open(second)).statusCode).toBe(200);
    expect(await ctx.db.select().from(userInvitations)).toHaveLength(1);
    expect(await databaseText(ctx.db)).not.toContain(second);
    // The link counts its days from the invitation, not from the retry.
    const [row] = await outbox();
    const [stored] = await ctx.db.select().from(userInvitations);
    expect(stored!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 86_400_000);
  });

  it('a mail given up on leaves no link that works', async () => {
    await create();
    const handed: string[] = [];
    const failing = {
      sendMail: async (m: { text: string }) => {
        handed.push(m.text);
        throw new Error('Mailbox unavailable');
      },
    };
    await ctx.db.update(mailOutbox).set({ attempts: 9 });
    expect(await runOutboxOnce(ctx.db, failing)).toMatchObject({ failed: 1 });
    expect((await open(LINK.exec(handed[0]!)![1]!)).statusCode).toBe(404);
    expect(await ctx.db.select().from(userInvitations)).toEqual([]);
  });

  it('the invitation’s mails are removed once it is used', async () => {
    const { token, admin } = await invite();
    expect(await outbox()).toHaveLength(1);
    expect((await accept(token)).statusCode).toBe(200);
    expect(await outbox()).toEqual([]);
    expect(await listed(admin.token)).toMatchObject({ invitation_pending: false });
  });

  it('the hourly clean-up removes the mails of an expired invitation, sent or still queued', async () => {
    await invite();
    await create({ email: 'otto@example.ph', name: 'Otto Queued' });
    const later = (days: number) => new Date(Date.now() + days * 86_400_000);
    expect(await purgeDeadSessions(ctx.db, { idleHours: 12, now: later(6.9) })).toMatchObject({
      invitationMails: 0,
    });
    expect(await outbox()).toHaveLength(2);
    expect(await purgeDeadSessions(ctx.db, { idleHours: 12, now: later(7) })).toMatchObject({
      invitationMails: 2,
    });
    expect(await outbox()).toEqual([]);
  });

  it('deleting the account cancels its queued invitation', async () => {
    const { res, admin } = await create();
    expect(await outbox()).toHaveLength(1);
    const del = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/admin/users/${res.json().data.id}`,
      token: admin.token,
    });
    expect(del.statusCode).toBe(204);
    expect(await outbox()).toEqual([]);
    const run = await runOutboxOnce(ctx.db, { sendMail: async () => expect.unreachable('nothing to send') });
    expect(run).toMatchObject({ sent: 0, failed: 0 });
    expect(await ctx.db.select().from(userInvitations)).toEqual([]);
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
    const { lines, stream } = logLines();
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

describe('POST /api/admin/users without a password, on a server without e-mail', () => {
  const appWith = appsOn(ctx);
  it('says the invitation cannot be sent and names SMTP_URL, never "sent" (decision 052)', async () => {
    const noMail = await appWith({});
    const admin = await createAdmin(ctx.db);
    const res = await call(noMail, {
      method: 'POST',
      url: '/api/admin/users',
      token: admin.token,
      payload: { name: 'Ivy Invited', email: 'ivy@example.ph', role: 'sales' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'User created. E-mail is not set up on this server (SMTP_URL), so the invitation to ivy@example.ph cannot be sent: give a temporary password instead.',
    );
  });
});
