import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import type { LoadRow } from './load';

// The uncached rows' targets (docs/performance.md, Targets): at up to 10,000 variants each
// row's p99 ≤ 100 ms; at more (the 100,000 run, `--scale 100000`) p99 ≤ 1 s, and there above
// all every answer correct. "Correct" is checked before the load, on the answer itself: a 200,
// a page as long as the total allows, every row within the brand and category asked for, and a
// total that agrees with the facets of the same filters (a second statement over the same
// catalogue) and, for the filters plain SQL can count, with that count. Under the load, correct
// means no answer other than 2xx and no failed request.

const targetP99Ms = (variants: number) => (variants <= 10_000 ? 100 : 1000);

interface Listing {
  data: { product: { brand: { name: string }; category: { name: string } } }[];
  total: number;
  current_page: number;
  per_page: number;
}
interface Facets {
  categories: { name: string; count: number }[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The problems of one listing or facets address's answer; none when it is right. */
export async function checkAnswer(app: FastifyInstance, db: Db, path: string): Promise<string[]> {
  const url = new URL(path, 'http://bench');
  const filters = new URLSearchParams(url.searchParams);
  for (const name of ['page', 'per_page', 'sort_by', 'sort_order']) filters.delete(name);
  const listingPath =
    url.pathname === '/api/public/facets' ? `/api/public/variants?${url.searchParams}` : path;
  const problems: string[] = [];

  const listingResponse = await app.inject({ url: listingPath });
  const facetsResponse = await app.inject({ url: `/api/public/facets?${filters}` });
  if (listingResponse.statusCode !== 200)
    problems.push(`${listingPath} answered ${listingResponse.statusCode}`);
  if (facetsResponse.statusCode !== 200)
    problems.push(`facets?${filters} answered ${facetsResponse.statusCode}`);
  if (problems.length) return problems;
  const listing = listingResponse.json() as Listing;
  const facets = facetsResponse.json().data as Facets;

  const expectedLength = Math.max(
    0,
    Math.min(listing.per_page, listing.total - (listing.current_page - 1) * listing.per_page),
  );
  if (listing.data.length !== expectedLength)
    problems.push(
      `${listing.data.length} rows on page ${listing.current_page} of ${listing.total} (${listing.per_page} a page)`,
    );
  const brand = filters.get('brand');
  const category = filters.get('category');
  const strays = listing.data.filter(
    (v) => (brand && v.product.brand.name !== brand) || (category && v.product.category.name !== category),
  );
  if (strays.length) problems.push(`${strays.length} rows outside ${brand ?? ''} ${category ?? ''}`);
  if (listing.total === 0) problems.push('no variant found: the bench asks only for filters that match some');

  // Each facet counts with every other filter applied: the category's count is the listing's total.
  const counted = category
    ? (facets.categories.find((c) => c.name === category)?.count ?? 0)
    : facets.categories.reduce((sum, c) => sum + c.count, 0);
  if (counted !== listing.total) problems.push(`total ${listing.total}, facets count ${counted}`);

  const plain = [...filters.keys()].every((name) => name === 'brand' || name === 'category');
  if (plain) {
    const [{ count }] = rowsOf<{ count: string }>(
      await db.execute(sql`select count(*) as count from variant_listing l
        join brands b on b.id = l.brand_id join categories c on c.id = l.category_id
        where l.listed and (${brand}::text is null or b.name = ${brand})
          and (${category}::text is null or c.name = ${category})`),
    );
    if (Number(count) !== listing.total) problems.push(`total ${listing.total}, SQL count ${count}`);
  }
  return problems;
}

/** A row's verdict against its target: its p99, and no answer other than 2xx under the load. */
export function judge(row: LoadRow, variants: number, problems: string[]) {
  const target = targetP99Ms(variants);
  const failed = row.non_2xx + row.errors;
  const all = [...problems];
  if (failed) all.push(`${failed} answers not 2xx or failed under the load`);
  // autocannon reports a p99 of 0 when nothing was answered in the run: that is no figure at all.
  if (row.requests === 0) all.push('no answer completed within the run');
  return {
    target_p99_ms: target,
    p99_met: row.requests > 0 && row.latency_p99_ms <= target,
    correct: all.length === 0,
    problems: all,
  };
}

export const describeVerdict = (v: ReturnType<typeof judge>) =>
  `  p99 target ${v.target_p99_ms} ms ${v.p99_met ? 'met' : 'MISSED'}${v.correct ? '' : `  WRONG: ${v.problems.join('; ')}`}`;
