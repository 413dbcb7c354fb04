import { sql } from 'drizzle-orm';
import { businessDate } from '#common/business-date';
import type { ChatChannel } from '#common/chat-links';
import { INTEREST_MESSAGES, type InterestBeacon, type InterestEvent } from '#common/schemas/interest';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ValidationFailed } from '../../errors';
import type { OncePerDay, Visitor } from './once-a-day';

// Writing the interest counts (docs/product.md §20): one upsert per day, machine, event and channel
// adds to the day's count. Nothing about the visitor is written, only that the event happened.

export interface Interest {
  variantId: number;
  event: InterestEvent;
  /** A chat click's app; nothing for the other events. */
  channel?: ChatChannel;
}

export interface DayCount {
  day: string;
  variantId: number;
  event: InterestEvent;
  channel: ChatChannel | '';
  n: number;
}

/** "12|chat_click|viber": what a count is of, but for its day. */
export const interestKey = (i: Interest) => `${i.variantId}|${i.event}|${i.channel ?? ''}`;

export const dayCount = (interest: Interest, at: Date, n = 1): DayCount => ({
  day: businessDate(at),
  variantId: interest.variantId,
  event: interest.event,
  channel: interest.channel ?? '',
  n,
});

/**
 * Adds the counts in one statement and answers how many rows it wrote. A variant that no longer
 * exists is skipped (and one being deleted waits, so the reference never fails); `listedOnly` also
 * skips a variant the public cannot see. Each (day, variant, event, channel) at most once per call.
 */
export async function addCounts(db: Db, counts: DayCount[], { listedOnly = false } = {}): Promise<number> {
  if (counts.length === 0) return 0;
  const rows = counts.map((c) => ({
    day: c.day,
    variant_id: c.variantId,
    event: c.event,
    channel: c.channel,
    n: c.n,
  }));
  const listed = listedOnly ? sql`join variant_listing l on l.variant_id = v.id and l.listed` : sql``;
  const res = await db.execute(sql`insert into variant_interest_daily (day, variant_id, event, channel, count)
    select x.day, v.id, x.event, x.channel, x.n
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(day date, variant_id int, event text, channel text, n int)
    join variants v on v.id = x.variant_id
    ${listed}
    for key share of v
    on conflict (day, variant_id, event, channel)
      do update set count = variant_interest_daily.count + excluded.count
    returning variant_id`);
  return rowsOf<unknown>(res).length;
}

/**
 * A beacon from a public page, counted now unless this visitor sent the same one today (then 204
 * all the same: the page has nothing to do about it); 422 on variant_id when the public cannot see
 * that machine, and the visitor's next try counts.
 */
export async function recordBeacon(
  db: Db,
  beacon: InterestBeacon,
  once: { visitors: OncePerDay; visitor: Visitor },
  at = new Date(),
): Promise<void> {
  const interest = { variantId: beacon.variant_id, event: beacon.event, channel: beacon.channel };
  const what = interestKey(interest);
  if (!once.visitors.first(once.visitor, what, at)) return;
  let written = 0;
  try {
    written = await addCounts(db, [dayCount(interest, at)], { listedOnly: true });
  } finally {
    if (written === 0) once.visitors.forget(once.visitor, what, at);
  }
  if (written === 0) throw new ValidationFailed({ variant_id: [INTEREST_MESSAGES.unknownVariant] });
}

/**
 * A quote request counts once for each machine the lead names by id: the quote list's machines, or
 * the variant of the product page's form (reached through Get Pricing). Called in the lead's own
 * transaction, so the count exists exactly when the lead does; a sure-spam lead is not counted.
 */
export async function countQuoteRequests(tx: Db, variantIds: readonly unknown[], at: Date): Promise<void> {
  const ids = [
    ...new Set(variantIds.filter((id): id is number => Number.isInteger(id) && (id as number) > 0)),
  ];
  await addCounts(
    tx,
    ids.map((variantId) => dayCount({ variantId, event: 'quote_request' }, at)),
  );
}
