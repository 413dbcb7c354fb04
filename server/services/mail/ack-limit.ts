import { sql } from 'drizzle-orm';
import { BUSINESS_OFFSET_MS, businessDate } from '#common/business-date';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

// Anyone can type someone else's address into a form, and each lead sends that address an
// acknowledgement from the company's own: without a cap, a script could bury a stranger's inbox in
// our mail (and our domain's reputation with it). So an address gets at most a few a business day;
// the lead itself, its staff notification and its quote-request count are never held back.

export const ACKS_PER_ADDRESS_PER_DAY = 3;

/** What the lead's history says when its acknowledgement was held back (no address in it). */
export const ACK_HELD_NOTE = `No acknowledgement e-mailed: this address already got ${ACKS_PER_ADDRESS_PER_DAY} today, the most one address gets a day.`;

/** Two-key advisory lock class for "acknowledgements to one address" (keys of their own). */
const ACK_LOCK_CLASS = 7_301_021;

/**
 * Whether one more acknowledgement may go to `email` on `at`'s business day (Asia/Manila), counting
 * the ones already queued in the outbox, in any state, to the same address in any letter case.
 * Call it in the transaction that queues the mail: it holds the address's lock until the commit, so
 * two leads arriving together cannot both read "2 so far" and both send a third.
 */
export async function ackAllowed(tx: Db, email: string, at: Date): Promise<boolean> {
  const address = email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(${ACK_LOCK_CLASS}, hashtext(${address}))`);
  const start = new Date(Date.parse(`${businessDate(at)}T00:00:00Z`) - BUSINESS_OFFSET_MS);
  const end = new Date(start.getTime() + 24 * 60 * 60_000);
  // Through the lead's address (leads_email_idx) and its day, not a scan of the whole outbox.
  const res = await tx.execute(sql`select count(*)::int as n
    from leads l join mail_outbox o on o.lead_id = l.id
    where lower(l.email) = ${address} and o.kind = 'ack' and lower(o.to_address) = ${address}
      and l.created_at >= ${start.toISOString()} and l.created_at < ${end.toISOString()}`);
  const [row] = rowsOf<{ n: number }>(res);
  return Number(row?.n ?? 0) < ACKS_PER_ADDRESS_PER_DAY;
}
