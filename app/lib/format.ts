import { formatLongDate } from '#common/date-format';

// Prices are written by common/money.ts (formatPrice) in the site's currency, with the VAT note
// beside them (app/components/catalog/price.tsx).

/** A news date, in the business's time zone on the server and in the browser alike (common/date-format.ts). */
export const formatDate = (iso: string) => formatLongDate(iso);

/** Plain text of an HTML fragment (news excerpts). */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
