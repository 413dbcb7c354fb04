import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { quoteSummaryOfLead } from '../documents/quote-summary';
import { quotationPdf } from '../quotations/pdf';
import type { MailSender } from './transport';

// Sending side of the durable outbox (decision 010). A row is claimed by pushing its lease
// (locked_until) forward and counting the attempt in one UPDATE … WHERE id IN (SELECT … FOR UPDATE
// SKIP LOCKED): two workers never take the same row, and a row whose worker died mid-send becomes
// due again when its lease runs out. The attempt is counted at claim time so that a message which
// crashes the process still runs out of attempts.

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
  /** True when a whole batch was due: more may be waiting. */
  more: boolean;
}

async function claimDue(db: Db, now: Date, limit: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.state, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      lockedUntil: new Date(now.getTime() + OUTBOX_LEASE_MS),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
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

/** Sends every due row once. `now` is injectable so tests move time instead of waiting for it. */
export async function runOutboxOnce(
  db: Db,
  sender: MailSender,
  { now = new Date(), limit = BATCH }: { now?: Date; limit?: number } = {},
): Promise<OutboxRun> {
  // RETURNING has no order of its own: send oldest first, as claimed.
  const rows = (await claimDue(db, now, limit)).sort(
    (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id,
  );
  const run: OutboxRun = { sent: 0, retrying: 0, failed: 0, more: rows.length === limit };
  for (const row of rows) {
    try {
      await sender.sendMail({
        from: row.from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: await attachmentsOf(db, row),
      });
      await db
        .update(mailOutbox)
        .set({ state: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      run.sent++;
    } catch (err) {
      const giveUp = row.attempts >= OUTBOX_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          state: giveUp ? 'failed' : 'pending',
          lastError: errorText(err),
          lockedUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      if (giveUp) run.failed++;
      else run.retrying++;
    }
  }
  return run;
}
