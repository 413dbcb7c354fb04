const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** docs/product.md §11: price in USD without decimals, or "Contact for Price". */
export function formatPrice(price: number | null | undefined): string {
  return price === null || price === undefined ? 'Contact for Price' : usd.format(price);
}

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
