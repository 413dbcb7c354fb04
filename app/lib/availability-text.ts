import { MONTH_NAMES } from '#common/date-format';
import type { PublicAvailability } from '#common/schemas/availability-public';

// The product page's availability line (docs/product.md §28 "Availability", decision 069), worked
// out from the entries and a moment `now`: the server renders it at the loader's moment, the
// browser again after hydration with its own clock, so a kept page never shows an expired claim.

const DAY_MS = 86_400_000;

/** "Valenzuela", "Valenzuela and Cebu", "Valenzuela, Cebu and Davao". */
const names = (list: string[]) =>
  list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

const ago = (confirmed: string, now: number) => {
  const days = Math.max(0, Math.floor((now - Date.parse(confirmed)) / DAY_MS));
  return days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
};

/** "March", or "March 2028" when not this year (dates are plain days: read in UTC). */
const month = (day: string, now: number) => {
  const at = new Date(`${day}T00:00:00Z`);
  const name = MONTH_NAMES[at.getUTCMonth()];
  return at.getUTCFullYear() === new Date(now).getUTCFullYear() ? name : `${name} ${at.getUTCFullYear()}`;
};

/** The lines to show: none when the machine is stocked nowhere. */
export function availabilityLines(entries: PublicAvailability[] | undefined, now: number): string[] {
  if (!entries || entries.length === 0) return [];
  const fresh = entries.filter((e) => e.fresh && Date.parse(e.fresh_until) > now);
  const inStock = fresh.filter((e) => e.status === 'in_stock');
  const onOrder = fresh.filter((e) => e.status === 'on_order' && e.expected_at);
  const lines: string[] = [];
  if (inStock.length > 0) {
    // The oldest confirmation among them: the claim is no newer than that.
    const oldest = inStock.reduce((a, b) =>
      Date.parse(a.confirmed_at) <= Date.parse(b.confirmed_at) ? a : b,
    );
    lines.push(
      `In stock at ${names(inStock.map((e) => e.branch.name))} · confirmed ${ago(oldest.confirmed_at, now)}`,
    );
  }
  if (onOrder.length > 0 && inStock.length === 0) {
    const soonest = onOrder.map((e) => e.expected_at as string).sort()[0];
    lines.push(`On order, expected ${month(soonest, now)}`);
  }
  return lines.length > 0 ? lines : ['Ask for availability'];
}
