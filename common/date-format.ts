// How dates read wherever they are shown: pages, back office, PDFs and mails (docs/product.md
// §2.8). Every formatter names its time zone. A moment is read in the business's zone (Asia/Manila),
// so the server's render and the browser's hydration print the same day whatever zone the visitor's
// computer is in; left to the runtime's default, a date near midnight differs on the two sides and
// React throws its hydration error (#418). A calendar day ("2026-12-31", a validity or a holiday)
// has no zone: it is read at UTC midnight and printed as written.

const BUSINESS_TIME_ZONE = 'Asia/Manila';
/**
 * Manila's offset from UTC: +8 hours all year (no daylight saving since 1978, decision 010), so
 * a Manila day or time is arithmetic. The public pages read them so and never touch Intl in the
 * browser: its first use loads ICU's data, about 200 ms of a budget phone's main thread (decision 077).
 */
const MANILA_OFFSET_MS = 8 * 3_600_000;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The calendar and clock in Manila at a moment, read with the UTC getters. */
export const manilaClock = (at: Date) => new Date(at.getTime() + MANILA_OFFSET_MS);

/** "2026-12-25": the date in Manila at a moment. */
export const manilaDay = (at: Date) => manilaClock(at).toISOString().slice(0, 10);

type Options = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

/** A formatter of moments in business time. */
export const momentFormat = (options: Options, locale = 'en-PH') =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: BUSINESS_TIME_ZONE });

/** A formatter of calendar days, used with `calendarDay`. */
export const dayFormat = (options: Options, locale = 'en-PH') =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

/** The instant a "YYYY-MM-DD" day is formatted at by a `dayFormat`. */
export const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "December 2, 2026": the business date of a moment (news dates). */
export function formatLongDate(at: string | Date): string {
  const day = manilaClock(new Date(at));
  return `${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** "December 2, 2026 at 3:04 PM (Manila time)": a moment a reader acts on (an invitation's expiry). */
export const formatLongDateTime = (at: string | Date) =>
  `${momentFormat({ dateStyle: 'long', timeStyle: 'short' }).format(new Date(at))} (Manila time)`;

/** The business year at a moment (the footer's ©). */
export const businessYear = (at: Date) => manilaClock(at).getUTCFullYear();
