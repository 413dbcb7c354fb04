import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, runOutboxOnce } from '../../server/services/mail/outbox';
import { smtpSender } from '../../server/services/mail/transport';
import { startOutboxWorker } from '../../server/services/mail/worker';
import { call } from '../support/api';
import { createAdmin } from '../support/factories';
import { signal } from '../support/signal';
import { minutes, quote, STAFF, setupLeadMail } from './support/lead-mail';

// E-mail for new leads against a real SMTP server: retries, back-off, and workers that never send a mail twice.
const { ctx, smtpUrl, smtpUp, outbox, sendDue, post } = setupLeadMail();

describe('mail for a new lead', () => {
  it('backs off 1, 2, 4 … minutes up to an hour, and gives up after the last attempt', async () => {
    const failing = {
      sendMail: async () =>
        Promise.reject(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' })),
    };
    await post('general', { ...quote, subject: 'Dealer' });
    await ctx.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'ack'));
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      await runOutboxOnce(ctx.db, failing, { now });
      const [row] = await outbox();
      expect(row.attempts).toBe(attempt);
      waits.push((row.nextAttemptAt.getTime() - now.getTime()) / 60_000);
      now = row.nextAttemptAt;
    }
    expect(waits.slice(0, -1)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    const [row] = await outbox();
    expect(row).toMatchObject({
      state: 'failed',
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: 'ETIMEDOUT: Greeting never received',
    });
    expect(
      await runOutboxOnce(ctx.db, failing, { now: new Date(now.getTime() + minutes(600)) }),
    ).toMatchObject({ sent: 0, failed: 0 });
    const { token } = await createAdmin(ctx.db);
    const list = (await call(ctx.app, { method: 'GET', url: '/api/admin/leads', token })).json();
    expect(list.data[0].delivery).toBe('failed');
  });

  it('two workers at once never send the same mail (FOR UPDATE SKIP LOCKED)', async () => {
    const smtp = await smtpUp();
    await post('quote-simple', quote);
    await post('general', { ...quote, subject: 'Second', email: 'ana@example.ph' });
    const runs = await Promise.all([sendDue(), sendDue(), sendDue()]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(4);
    expect(smtp.received).toHaveLength(4);
    expect((await outbox()).map((r) => r.attempts)).toEqual([1, 1, 1, 1]);
  });

  it('a mail claimed by a worker that died is sent again once its lease runs out', async () => {
    const smtp = await smtpUp();
    await post('quote-simple', quote);
    const t0 = new Date();
    const claimed = signal();
    // This worker takes the first mail and never finishes, as if the process had died mid-send.
    const stuck = {
      sendMail: () => {
        claimed.resolve();
        return new Promise<never>(() => {});
      },
    };
    void runOutboxOnce(ctx.db, stuck, { now: t0, limit: 1 });
    await claimed.promise;

    // Another worker meanwhile sends only the mail nobody holds.
    expect(await sendDue(t0)).toMatchObject({ sent: 1 });
    expect(await sendDue(new Date(t0.getTime() + OUTBOX_LEASE_MS - 1000))).toMatchObject({ sent: 0 });
    expect(await sendDue(new Date(t0.getTime() + OUTBOX_LEASE_MS))).toMatchObject({ sent: 1 });
    expect((await outbox()).map((r) => r.state)).toEqual(['sent', 'sent']);
    expect(smtp.received).toHaveLength(2);
  });

  it('the background worker resumes pending mail when it starts, and a lead queued mid-run is not left for the next poll', async () => {
    const smtp = await smtpUp();
    // Queued while no worker runs (as before a restart)…
    await post('quote-simple', quote);
    const smtpOut = smtpSender(smtpUrl());
    const gate = signal();
    const firstClaimed = signal();
    const sender = {
      async sendMail(message: Parameters<typeof smtpOut.sendMail>[0]) {
        firstClaimed.resolve();
        await gate.promise;
        return smtpOut.sendMail(message);
      },
    };
    // The poll is an hour away: only the start and the new lead's signal can make it send.
    const worker = startOutboxWorker({ db: ctx.db, sender, log: ctx.app.log, pollMs: 3_600_000 });
    try {
      await firstClaimed.promise; // …taken by the worker as it starts,
      await post('general', { ...quote, subject: 'Second', email: 'ana@example.ph' }); // queued mid-run,
      gate.resolve();
      const all = await smtp.waitFor(4);
      expect(all.map((m) => m.to[0])).toEqual([STAFF, 'juan@example.ph', STAFF, 'ana@example.ph']);
    } finally {
      await worker.stop();
    }
    expect((await outbox()).every((r) => r.state === 'sent')).toBe(true);
  });
});
