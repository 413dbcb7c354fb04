import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { businessDate } from '#common/business-date';
import type { InterestEvent, InterestFigures } from '#common/schemas/interest';
import { TOP_MACHINES } from '#common/schemas/interest';
import type { Db } from '../../db/client';
import { brands, products, variantInterestDaily as t, variants } from '../../db/schema';

// The dashboard's interest figures (docs/product.md §20): the last 7 or 30 days, today included,
// in business time. Top machines are the most viewed; the totals and the funnel count every machine.

const DAY_MS = 24 * 60 * 60 * 1000;

/** First and last day of the `days` ending today: "2025-01-25" … "2025-01-31" for 7. */
function dayRange(days: number, now: Date) {
  const to = businessDate(now);
  const from = new Date(new Date(`${to}T00:00:00Z`).getTime() - (days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

const sumOf = (event: InterestEvent, channel?: string): SQL<number> =>
  sql`coalesce(sum(${t.count}) filter (where ${t.event} = ${event}${
    channel ? sql` and ${t.channel} = ${channel}` : sql``
  }), 0)::bigint`.mapWith(Number);

const columns = () => ({
  views: sumOf('page_view'),
  compare_adds: sumOf('compare_add'),
  quote_list_adds: sumOf('quote_list_add'),
  chat_clicks: sumOf('chat_click'),
  quote_requests: sumOf('quote_request'),
  sheet_downloads: sumOf('sheet_download'),
});

export async function interestFigures(db: Db, days: number, now = new Date()): Promise<InterestFigures> {
  const { from, to } = dayRange(days, now);
  const inRange = and(gte(t.day, from), lte(t.day, to));
  const figures = columns();
  const [machines, [totals]] = await Promise.all([
    db
      .select({
        variant_id: variants.id,
        name: variants.name,
        product: products.name,
        brand: brands.name,
        ...figures,
        messenger: sumOf('chat_click', 'messenger'),
        viber: sumOf('chat_click', 'viber'),
        whatsapp: sumOf('chat_click', 'whatsapp'),
      })
      .from(t)
      .innerJoin(variants, eq(variants.id, t.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(inRange)
      .groupBy(variants.id, products.name, brands.name)
      .orderBy(desc(figures.views), desc(figures.quote_requests), asc(variants.name), asc(variants.id))
      .limit(TOP_MACHINES),
    db.select(columns()).from(t).where(inRange),
  ]);
  return {
    days,
    from,
    to,
    totals,
    funnel: {
      views: totals.views,
      adds: totals.compare_adds + totals.quote_list_adds,
      quote_requests: totals.quote_requests,
    },
    machines: machines.map(({ messenger, viber, whatsapp, ...m }) => ({
      ...m,
      chat: { messenger, viber, whatsapp },
    })),
  };
}
