import { businessDate } from '#common/business-date';

// What the request form's selects and date need, fetched when the form is first approached or the
// page is in use (docs/decisions/017): the PSGC places are 17 KB gzipped, so they are no page's
// first load, this one's included.

// Read as a whole module (use-quote-form-data.ts), which knip does not follow: hence @public.
/** @public */
export { citiesOf, provincesOf, regions } from '#common/geography';

/** Today where the company works: the earliest date needed the schema takes. @public */
export const today = () => businessDate(new Date());
