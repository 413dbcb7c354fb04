// How dates read wherever they are shown: pages, back office, PDFs and mails (docs/product.md
// §2.8). Every formatter names its time zone. A moment is read in the business's zone (Asia/Manila),
// so the server's render and the browser's hydration print the same day whatever zone the visitor's
// computer is in; left to the runtime's default, a date near midnight differs on the two sides and
// React throws its hydration error (#418). A calendar day ("2026-12-31", a validity or a holiday)
// has no zone: it is read at UTC midnight and printed as written.

const BUSINESS_TIME_ZONE = 'Asia/Manila';

type Options = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

/** A formatter of moments in business time. */
export const momentFormat = (options: Options, locale = 'en-PH') =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: BUSINESS_TIME_ZONE });

/** A formatter of calendar days, used with `calendarDay`. */
export const dayFormat = (options: Options, locale = 'en-PH') =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

/** The instant a "YYYY-MM-DD" day is formatted at by a `dayFormat`. */
export const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

const LONG_DATE = momentFormat({ year: 'numeric', month: 'long', day: 'numeric' });
const LONG_DATE_TIME = momentFormat({ dateStyle: 'long', timeStyle: 'short' });

/** "December 2, 2026": the business date of a moment (news dates). */
export const formatLongDate = (at: string | Date) => LONG_DATE.format(new Date(at));

/** "December 2, 2026 at 3:04 PM (Manila time)": a moment a reader acts on (an invitation's expiry). */
export const formatLongDateTime = (at: string | Date) =>
  `${LONG_DATE_TIME.format(new Date(at))} (Manila time)`;

const YEAR = momentFormat({ year: 'numeric' }, 'en-US');

/** The business year at a moment (the footer's ©). */
export const businessYear = (at: Date) => Number(YEAR.format(at));
