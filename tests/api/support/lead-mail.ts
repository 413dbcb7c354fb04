import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { mailOutbox } from '../../../server/db/schema';
import { runOutboxOnce } from '../../../server/services/mail/outbox';
import { smtpSender } from '../../../server/services/mail/transport';
import { setSettingValues } from '../../../server/services/settings';
import { type ApiContext, call, setupApi } from '../../support/api';
import { freePort } from '../../support/free-port';
import { startSmtp, type TestSmtp } from '../../support/smtp';

// What the lead e-mail tests share: an app whose SMTP_URL points at a port chosen per file, where
// a real SMTP server (smtp-server) comes up when a test says so and is closed after it.

export const STAFF = 'sales-team@ironsite.test';

export interface MailApi {
  ctx: ApiContext;
  smtpUrl: () => string;
  /** Starts the SMTP server on the file's port (taking `delayMs` per message); closed after the test. */
  smtpUp: (opts?: { delayMs?: number }) => Promise<TestSmtp>;
}

/** `env` is the app's environment; SMTP_URL is added to it before the app is built. */
export function setupMailApi(env: Record<string, string>): MailApi {
  const appEnv = { ...env };
  let smtpUrl = '';
  beforeAll(async () => {
    smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
    appEnv.SMTP_URL = smtpUrl;
  });
  const ctx = setupApi(appEnv);
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });
  return {
    ctx,
    smtpUrl: () => smtpUrl,
    smtpUp: async (opts) => {
      smtp = await startSmtp(Number(new URL(smtpUrl).port), opts);
      return smtp;
    },
  };
}

/** The lead mail tests of leads-mail*.test.ts: the site's settings, the outbox and a quote. */
export function setupLeadMail() {
  const mail = setupMailApi({ PUBLIC_URL: 'https://ironsite.example' });
  const { ctx } = mail;
  beforeEach(async () => {
    await setSettingValues(ctx.db, {
      notification_email: STAFF,
      site_name: 'Ironsite Equipment',
      company_email: 'sales@ironsite.example',
      company_phone: '+63 2 8123 4567',
    });
  });
  return {
    ...mail,
    outbox: () => ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
    sendDue: (now = new Date()) => runOutboxOnce(ctx.db, smtpSender(mail.smtpUrl()), { now }),
    post: (kind: string, payload: object, app: FastifyInstance = ctx.app) =>
      call(app, { method: 'POST', url: `/api/contact/${kind}`, payload }),
  };
}

export const minutes = (n: number) => n * 60_000;

export const quote = {
  name: 'Juan Dela Cruz',
  email: 'juan@example.ph',
  phone: '0917-123-4567',
  company: 'Acme Builders',
  product: 'XL-200 Loader',
  quantity: 2,
  message: 'Need 2 units <b>before</b> June & a "discount".',
  page: '/',
  form_started_at: Date.now() - 60_000,
};

/**
 * Before each test: the clock stopped at `now` (Date only) and the company's mail settings a
 * reply or a quotation mail is written from; the clock back after it.
 */
export function mailSettingsAt(ctx: ApiContext, now: Date) {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    await setSettingValues(ctx.db, {
      notification_email: STAFF,
      site_name: 'Ironsite Equipment',
      company_email: 'sales@ironsite.example',
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * A mail server that takes each mail and then drops the connection: the outbox counts the attempt
 * as failed, yet the recipient may have the mail. `handed` holds the texts it was given.
 */
export function droppingSender() {
  const handed: string[] = [];
  const sender = {
    sendMail: async (m: { text: string }) => {
      handed.push(m.text);
      throw new Error('Connection lost');
    },
  };
  return { handed, sender };
}
