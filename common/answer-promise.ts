import { addDays, BUSINESS_OFFSET_MS, businessDate } from './business-date';
import type { AfterSalesKind } from './lead-kinds';
import { formatPhone } from './phone';

// What a parts or service request's sender is told (docs/product.md §30): who answers and by when,
// in Manila time. The 201's promise, the success dialog and the acknowledgement mail all say these
// words. Pure: the server computes the deadline on the desk's clock, the words come from here.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "3:00 PM" in Manila. */
function clockTime(local: Date): string {
  const h = local.getUTCHours();
  const m = String(local.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * The deadline in words as seen at `now`: "by 3:00 PM today", "by 10:00 AM tomorrow", "by 9:00 AM
 * on Mon, 7 Dec" (days are Manila days; the clock's deadlines fall on whole minutes).
 */
export function dueText(due: Date, now: Date): string {
  const local = new Date(due.getTime() + BUSINESS_OFFSET_MS);
  const time = clockTime(local);
  const day = businessDate(due);
  const today = businessDate(now);
  if (day === today) return `by ${time} today`;
  if (day === addDays(today, 1)) return `by ${time} tomorrow`;
  const date = `${WEEKDAYS[local.getUTCDay()]}, ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}`;
  return `by ${time} on ${date}`;
}

const REQUEST_WORDS: Record<AfterSalesKind, string> = {
  parts: 'Thank you for your parts request.',
  service: 'Thank you for your service request.',
};

/** "Valenzuela" → "Our Valenzuela branch"; a name that says "branch" already is left as it is. */
const branchWords = (name: string) => (/\bbranch$/i.test(name.trim()) ? `Our ${name}` : `Our ${name} branch`);

/**
 * "Thank you for your parts request. Our Valenzuela branch (0917 123 4567) will answer by 3:00 PM
 * today." Without a branch (none serves the province), "We will answer …".
 */
export function promiseMessage(
  kind: AfterSalesKind,
  branch: { name: string; phone: string | null } | null,
  due: string,
): string {
  const who = branch
    ? `${branchWords(branch.name)}${branch.phone ? ` (${formatPhone(branch.phone)})` : ''}`
    : 'We';
  return `${REQUEST_WORDS[kind]} ${who} will answer ${due}.`;
}
