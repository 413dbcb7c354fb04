import { sql } from 'drizzle-orm';
import { CURRENCIES, type Currency, fromCents } from '#common/money';
import type { QuotationFigures } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { AuthUser } from '../auth';
import { leadScope, scopeWhere } from '../leads/scope';

// The dashboard's quotation figures (docs/product.md §25): per currency, the quotations sent and
// accepted in the last 7, 30 or 90 days, and what they are worth (integer centavos summed by
// PostgreSQL, decision 048, returned in main units).
//
// Sent counts quotation numbers, not revisions: a revision replaces the offer the buyer holds
// (a corrected price, another machine), so Q-2026-0001 and its -R1 sent in the same week are one
// quotation sent, and counting both would double the count and the value of every correction.
// The number is valued at its newest revision sent in the period, the offer standing at the end
// of it, and counts in that revision's currency. A revision sent in the period of a number first
// sent before it counts: the buyer was sent an offer in the period. Accepted counts numbers whose
// acceptance was made in the period, whenever the revision was sent. One acceptance stands per
// number (an accepted quotation is neither revised nor joined by a second, §25.3), but rows
// written before that rule may hold two: the number's first acceptance is the one counted, so a
// second never doubles the count or the value. The acceptance rate is of the numbers sent in the
// period, how many have been accepted by now, in any revision (acceptances in the period over
// sendings in the period could pass 100 %: an acceptance today of a quotation sent last quarter).
//
// A sales rep's figures are their own: the quotations of the leads assigned to them, not of the
// unassigned ones Settings may let them take (the same rule as the response times beside them).

const DAY_MS = 24 * 3600_000;

interface Row {
  currency: Currency;
  sent: number;
  sent_cents: string;
  sent_accepted: number;
  accepted: number;
  accepted_cents: string;
}

export async function quotationFigures(
  db: Db,
  days: number,
  by: AuthUser,
  now = new Date(),
): Promise<QuotationFigures> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const scope = await leadScope(db, by);
  const own = scopeWhere({ ...scope, unassigned: false });
  const sentIn = sql`q.sent_at >= ${since} and q.sent_at <= ${now}`;
  const acceptedIn = sql`q.accepted_at >= ${since} and q.accepted_at <= ${now}`;
  const sameNumber = sql`o.year = q.year and o.sequence = q.sequence`;
  // One pass over the period's rows: a window marks each number's newest revision sent in the
  // period, then the aggregates count and sum by currency what each figure keeps.
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select w.currency,
        count(*) filter (where w.newest_sent)::int as sent,
        coalesce(sum(w.total_cents) filter (where w.newest_sent), 0)::text as sent_cents,
        count(*) filter (where w.newest_sent and w.number_accepted)::int as sent_accepted,
        count(*) filter (where w.accepted)::int as accepted,
        coalesce(sum(w.total_cents) filter (where w.accepted), 0)::text as accepted_cents
      from (
        select q.currency, q.total_cents,
          coalesce(${sentIn} and q.revision = max(q.revision) filter (where ${sentIn})
            over (partition by q.year, q.sequence), false) as newest_sent,
          exists (select 1 from quotations o where ${sameNumber} and o.accepted_at is not null)
            as number_accepted,
          coalesce(${acceptedIn}, false) and not exists (
            select 1 from quotations o where ${sameNumber} and o.accepted_at is not null
              and (o.accepted_at, o.revision) < (q.accepted_at, q.revision)
          ) as accepted
        from quotations q
        join leads on leads.id = q.lead_id
        where ((${sentIn}) or (${acceptedIn}))
          ${own ? sql`and ${own}` : sql``}
      ) w
      group by w.currency
    `),
  );
  const byCurrency = new Map(rows.map((r) => [r.currency, r]));
  return {
    days,
    // Currencies in their fixed order, only those with something in the period.
    currencies: CURRENCIES.flatMap((currency) => {
      const r = byCurrency.get(currency);
      if (!r || (Number(r.sent) === 0 && Number(r.accepted) === 0)) return [];
      return [
        {
          currency,
          sent: Number(r.sent),
          sent_value: fromCents(Number(r.sent_cents)),
          sent_accepted: Number(r.sent_accepted),
          accepted: Number(r.accepted),
          accepted_value: fromCents(Number(r.accepted_cents)),
        },
      ];
    }),
  };
}
