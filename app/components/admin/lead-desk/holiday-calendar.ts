import { businessDate } from '#common/business-date';

// Which years the Holidays card offers, and when it asks for next year's list to be checked
// (docs/product.md §24): the Philippine holidays of a year are proclaimed late in the year before, so
// in December (Manila's date) the seeded list of next year needs a look.

/** This year and next, by the date in Manila. */
export function holidayYears(now: Date): [number, number] {
  const year = Number(businessDate(now).slice(0, 4));
  return [year, year + 1];
}

/** True in December in Manila: time to confirm next year's holidays. */
export const confirmNextYearDue = (now: Date) => businessDate(now).slice(5, 7) === '12';
