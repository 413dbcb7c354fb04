import { calendarDay, dayFormat, momentFormat } from '#common/date-format';
import { type Currency, formatCents } from '#common/money';
import type { QuotationStatus } from '#common/schemas/quotations';

// How the buyer's page writes a quotation's amounts and dates (docs/product.md §25). Everything
// is in the Philippines' time, the same on the server's render and in the browser.

/** An amount of the API (main unit, two decimals): "₱1,234,567.50". */
export const money = (amount: number, currency: Currency) => formatCents(Math.round(amount * 100), currency);

const DAY = dayFormat({ day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB');
const MOMENT = momentFormat(
  { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  'en-GB',
);

/** "31 December 2026" of "2026-12-31". */
export const longDay = (day: string) => DAY.format(calendarDay(day));
/** "10 December 2026 at 10:00" of an instant, in Manila. */
export const longMoment = (iso: string) => MOMENT.format(new Date(iso));
const MANILA_DAY = momentFormat({ day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB');
/** "10 December 2026": the date of an instant in Manila. */
export const dayOf = (iso: string) => MANILA_DAY.format(new Date(iso));

/**
 * The words the page needs from the shared contract (common/schemas/quotations.ts), handed over by
 * the loader so the page's code does not carry the schemas' validation library.
 */
export interface QuotationCopy {
  statusLabels: Record<QuotationStatus, string>;
  accepted: string;
  acceptName: string;
  question: string;
  questionSent: string;
  expired: string;
  nameMax: number;
  questionMax: number;
}
