import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { quoteSummaryOfLead } from '../documents/quote-summary';
import { quotationPdf } from '../quotations/pdf';
import { hasLink, mintLink, revokeLink, withToken } from './link-token';
import type { MailSender } from './transport';

// Sending side of the durable outbox (decision 010). Rows are claimed one at a time, each just
// before it is sent: the claim pushes the row's lease (locked_until) forward, stamps it with a
// lease id of its own and counts the attempt in one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
// LOCKED), so two workers never take the same row, and a row whose worker died mid-send becomes
// due again when its lease runs out. A lease covers one mail, never a batch whose tail could
// outlive it, and it is renewed right before the hand-off to SMTP (after drawing a PDF). Every
// write after the claim (the hand-off, sent, retry, failed) holds only while the lease id is still
// this claim's: a worker whose lease ran out and was taken over neither sends nor writes. The
// attempt is counted at claim time so that a message which crashes the process still runs out of
// attempts.

export const OUTBOX_MAX_ATTEMPTS = 10;
export const OUTBOX_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;
const BATCH = 20;

/** Wait after the n-th failed attempt: 1, 2, 4 … minutes, at most an hour. */
const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

interface OutboxRun {
  sent: number;
  retrying: number;
  failed: number;
  /** Rows whose lease ran out and was taken over before this worker was done: not its to write. */
  lost: number;
  /** True when as many rows as the limit were claimed: more may be waiting. */
  more: boolean;
}

/** Claims the oldest due row for `leaseMs`, under a new lease id; undefined when none is due. */
async function claimNext(db: Db, at: Date, leaseMs: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.state, 'pending'),
        lte(mailOutbox.nextAttemptAt, at),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, at)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const leaseId = randomUUID();
  const [row] = await db
    .update(mailOutbox)
    .set({
      lockedUntil: new Date(at.getTime() + leaseMs),
      leaseId,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return row && { ...row, leaseId };
}
type Row = NonNullable<Awaited<ReturnType<typeof claimNext>>>;

/** The row, while this claim still holds its lease. */
const held = (row: { id: number; leaseId: string }) =>
  and(eq(mailOutbox.id, row.id), eq(mailOutbox.leaseId, row.leaseId));

/**
 * Right before the hand-off: renews the lease and mints the row's private link (link-token.ts) in
 * one transaction. Returns the bodies to send, or null when the lease was lost (or the row is gone:
 * an invitation used or its account deleted meanwhile).
 */
async function handOver(db: Db, row: Row, at: Date, leaseMs: number) {
  return db.transaction(async (tx) => {
    const [still] = await tx
      .update(mailOutbox)
      .set({ lockedUntil: new Date(at.getTime() + leaseMs) })
      .where(and(held(row), eq(mailOutbox.state, 'pending')))
      .returning({ id: mailOutbox.id });
    if (!still) return null;
    if (!hasLink(row)) return { text: row.text, html: row.html };
    const token = await mintLink(tx, row);
    return { text: withToken(row.text, token), html: withToken(row.html, token) };
  });
}

/**
 * A quote list's acknowledgement carries the buyer's summary (docs/product.md §22), drawn from the
 * stored lead at sending time, so the outbox keeps no copy of it and a retry draws the same file.
 * A quotation's mail carries its PDF (§25), drawn the same way from the sent revision, which is
 * never changed afterwards.
 */
async function attachmentsOf(
  db: Db,
  row: { kind: string; leadId: number | null; quotationId: number | null },
) {
  if (row.kind === 'quotation' && row.quotationId !== null) {
    const { filename, pdf } = await quotationPdf(db, row.quotationId);
    return [{ filename, content: pdf, contentType: 'application/pdf' }];
  }
  if (row.kind !== 'ack' || row.leadId === null) return undefined;
  const summary = await quoteSummaryOfLead(db, row.leadId);
  return summary
    ? [{ filename: summary.filename, content: summary.pdf, contentType: 'application/pdf' }]
    : undefined;
}

const errorText = (err: unknown) => {
  const e = err as { message?: unknown; code?: unknown; response?: unknown };
  const text = [e?.code, typeof e?.response === 'string' ? e.response : e?.message]
    .filter(Boolean)
    .join(': ');
  return (text || String(err)).slice(0, 1000);
};

/**
 * Sends every due row once, claiming each as it comes to it. `now` fixes the clock for tests that
 * move time (by default each claim reads it); `leaseMs` is shortened by tests that race workers.
 */
export async function runOutboxOnce(
  db: Db,
  sender: MailSender,
  { now, limit = BATCH, leaseMs = OUTBOX_LEASE_MS }: { now?: Date; limit?: number; leaseMs?: number } = {},
): Promise<OutboxRun> {
  const clock = () => now ?? new Date();
  const run: OutboxRun = { sent: 0, retrying: 0, failed: 0, lost: 0, more: false };
  for (let claimed = 0; claimed < limit; claimed++) {
    const at = clock();
    const row = await claimNext(db, at, leaseMs);
    if (!row) return run;
    try {
      const attachments = await attachmentsOf(db, row);
      const bodies = await handOver(db, row, clock(), leaseMs);
      if (!bodies) {
        run.lost++;
        continue;
      }
      await sender.sendMail({
        from: row.from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        ...bodies,
        attachments,
      });
      const [done] = await db
        .update(mailOutbox)
        .set({ state: 'sent', sentAt: new Date(), lockedUntil: null, leaseId: null, lastError: null })
        .where(held(row))
        .returning({ id: mailOutbox.id });
      if (done) run.sent++;
      else run.lost++;
    } catch (err) {
      const giveUp = row.attempts >= OUTBOX_MAX_ATTEMPTS;
      const written = await db.transaction(async (tx) => {
        const [after] = await tx
          .update(mailOutbox)
          .set({
            state: giveUp ? 'failed' : 'pending',
            lastError: errorText(err),
            lockedUntil: null,
            leaseId: null,
            nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
          })
          .where(held(row))
          .returning({ id: mailOutbox.id, kind: mailOutbox.kind, linkHash: mailOutbox.linkHash });
        if (after && giveUp) await revokeLink(tx, after);
        return Boolean(after);
      });
      if (!written) run.lost++;
      else if (giveUp) run.failed++;
      else run.retrying++;
    }
  }
  run.more = true;
  return run;
}
