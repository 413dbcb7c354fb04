// Prices are written by common/money.ts (formatPrice) in the site's currency, with the VAT note
// beside them (app/components/catalog/price.tsx).

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-PH', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Plain text of an HTML fragment (news excerpts). */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
