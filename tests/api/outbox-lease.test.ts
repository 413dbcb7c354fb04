import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { OUTBOX_LEASE_MS, runOutboxOnce } from '../../server/services/mail/outbox';
import { type MailSender, smtpSender } from '../../server/services/mail/transport';
import { createLead } from '../support/factories';
import { signal } from '../support/signal';
import { TEST_DB_KIND } from '../support/test-db';
import { setupLeadMail } from './support/lead-mail';

// The outbox's lease (decision 010) covers one mail at a time, and a worker writes a mail's outcome
// only while its lease is still its own: with several instances and a slow SMTP server, every mail
// goes out exactly once.
const { ctx, smtpUrl, smtpUp, outbox } = setupLeadMail();

/** `count` staff mails of one lead, each to an address of its own, due since a second ago. */
async function queue(count: number) {
  const lead = await createLead(ctx.db, { kind: 'general' });
  // Not the database's now(): its microseconds may lie ahead of this process's clock in milliseconds.
  const due = new Date(Date.now() - 1000);
  await ctx.db.insert(mailOutbox).values(
    Array.from({ length: count }, (_, i) => ({
      leadId: lead.id,
      kind: 'staff',
      from: 'site@ironsite.example',
      to: `staff${i}@ironsite.test`,
      subject: `Mail ${i}`,
      text: `Mail ${i}`,
      html: `<p>Mail ${i}</p>`,
      nextAttemptAt: due,
    })),
  );
}

const pending = async () => (await outbox()).filter((r) => r.state === 'pending').length;

describe('the outbox with several workers', () => {
  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'two workers, a slow SMTP server and a lease shorter than the batch: every mail exactly once, shared between them',
    async () => {
      const COUNT = 10;
      // 300 ms a mail: one worker alone would hold the batch for 3 s, longer than the 2 s lease.
      const smtp = await smtpUp({ delayMs: 300 });
      await queue(COUNT);
      const smtpOut = smtpSender(smtpUrl());
      const sentBy = { a: 0, b: 0 };
      const aSending = signal();
      const senderOf = (name: 'a' | 'b'): MailSender => ({
        async sendMail(message) {
          aSending.resolve();
          await smtpOut.sendMail(message);
          sentBy[name]++;
        },
      });
      const work = async (name: 'a' | 'b') => {
        const sender = senderOf(name);
        while ((await pending()) > 0) {
          const run = await runOutboxOnce(ctx.db, sender, { leaseMs: 2_000 });
          if (run.sent + run.retrying + run.lost === 0) await new Promise((r) => setTimeout(r, 50));
        }
      };
      const a = work('a');
      await aSending.promise; // the second instance starts while the first is handing its first mail over
      await Promise.all([a, work('b')]);

      const to = smtp.received.map((m) => m.to[0]).sort();
      expect(to).toEqual(Array.from({ length: COUNT }, (_, i) => `staff${i}@ironsite.test`).sort());
      const rows = await ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
      expect(rows.map((r) => [r.state, r.attempts])).toEqual(rows.map(() => ['sent', 1]));
      // Neither held mails it was not sending: the second found work while the first was busy.
      expect(sentBy.a).toBeGreaterThan(0);
      expect(sentBy.b).toBeGreaterThan(0);
      expect(sentBy.a + sentBy.b).toBe(COUNT);
    },
    30_000,
  );

  it('a worker whose lease ran out and was taken over writes nothing: a sent mail stays sent', async () => {
    const smtp = await smtpUp();
    await queue(1);
    const t0 = new Date();
    const handedOver = signal();
    let fail!: (err: Error) => void;
    // The first worker's SMTP conversation outlives its lease, then fails.
    const slow: MailSender = {
      sendMail: () => {
        handedOver.resolve();
        return new Promise((_resolve, reject) => {
          fail = reject;
        });
      },
    };
    const first = runOutboxOnce(ctx.db, slow, { now: t0 });
    await handedOver.promise;

    // Another instance, once the lease has run out, takes the mail over and sends it.
    const later = new Date(t0.getTime() + OUTBOX_LEASE_MS);
    expect(await runOutboxOnce(ctx.db, smtpSender(smtpUrl()), { now: later })).toMatchObject({ sent: 1 });
    fail(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }));
    expect(await first).toMatchObject({ sent: 0, retrying: 0, failed: 0, lost: 1 });

    const [row] = await outbox();
    expect(row).toMatchObject({ state: 'sent', lastError: null, attempts: 2, lockedUntil: null });
    // Nothing is due again: no third copy.
    expect(
      await runOutboxOnce(ctx.db, smtpSender(smtpUrl()), { now: new Date(later.getTime() + 3_600_000) }),
    ).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('each mail is claimed as it comes: the rest of a run stays free for another worker', async () => {
    await queue(3);
    let claimedRows: number[] = [];
    const gate = signal();
    const handedOver = signal();
    const first = runOutboxOnce(ctx.db, {
      sendMail: async () => {
        handedOver.resolve();
        await gate.promise;
      },
    });
    await handedOver.promise;
    claimedRows = (await outbox()).filter((r) => r.lockedUntil !== null).map((r) => r.id);
    expect(claimedRows).toHaveLength(1);
    const other = await runOutboxOnce(ctx.db, { sendMail: async () => {} });
    expect(other).toMatchObject({ sent: 2 });
    gate.resolve();
    expect(await first).toMatchObject({ sent: 1 });
    expect((await outbox()).map((r) => r.state)).toEqual(['sent', 'sent', 'sent']);
  });
});
