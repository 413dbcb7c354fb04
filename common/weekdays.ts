import { labelled } from './labelled';

// The days of a week of opening hours (the lead desk's and the branches', docs/product.md §24, §28),
// in a module of their own so the public pages can name them without the schemas' code.

export const { values: WEEKDAYS, labels: WEEKDAY_LABELS } = labelled({
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
});
export type Weekday = (typeof WEEKDAYS)[number];
