// Money on the site and in quotations (docs/product.md §25, decision 048). Catalogue prices are
// whole units of the site's currency (Settings → General); quotations count in integer centavos
// (or cents), so a total is exact and adds up the same on the screen, in the PDF and in the mail.

import { formatDecimal } from './number-format';

export const CURRENCIES = ['USD', 'PHP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'PHP';

export const VAT_MODES = ['none', 'inclusive', 'exclusive'] as const;
export type VatMode = (typeof VAT_MODES)[number];
/** The Philippine VAT rate, in percent. */
export const VAT_RATE_PERCENT = 12;

/** The line shown next to a price; none shows nothing. */
export const VAT_NOTES: Record<VatMode, string> = {
  none: '',
  inclusive: 'VAT inclusive',
  exclusive: 'VAT exclusive (12% VAT added)',
};

export const CONTACT_FOR_PRICE = 'Contact for Price';

/** ₱ rather than "PHP": what Intl's en-PH and en-US currency formats write with `narrowSymbol`. */
const SYMBOLS: Record<Currency, string> = { USD: '$', PHP: '₱' };

// Written without Intl, as every number on the public pages (common/number-format.ts, decision 077).
function format(amount: number, currency: Currency, decimals: number): string {
  const digits = formatDecimal(amount, decimals, decimals);
  return digits.startsWith('-') ? `-${SYMBOLS[currency]}${digits.slice(1)}` : `${SYMBOLS[currency]}${digits}`;
}

/** A catalogue price: "$274,000" or "₱15,500,000", or "Contact for Price" when there is none. */
export function formatPrice(price: number | null | undefined, currency: Currency = DEFAULT_CURRENCY): string {
  return price === null || price === undefined ? CONTACT_FOR_PRICE : format(price, currency, 0);
}

/** An amount of a quotation, from centavos: "₱1,234,567.50". */
export const formatCents = (cents: number, currency: Currency) => format(cents / 100, currency, 2);

/** Integer centavos of an amount with at most two decimals (the API's money). */
export const toCents = (amount: number) => Math.round(amount * 100);
/** The API's amount (main unit, two decimals at most) of integer centavos. */
export const fromCents = (cents: number) => cents / 100;

/** True when an amount has at most two decimals (checked on its centavos, not on floating digits). */
export const hasAtMostTwoDecimals = (amount: number) =>
  Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** The largest total a quotation may reach, in centavos: 999,999,999,999.99 (numeric(14,2)). */
export const MAX_TOTAL_CENTS = 99_999_999_999_999;

export interface LineCents {
  quantity: number;
  unitCents: number;
  /** An amount off the whole line. */
  discountCents: number;
}

export interface TotalsCents {
  /** Σ quantity × unit price, before discounts. */
  subtotal: number;
  /** Σ line discounts. */
  discount: number;
  vat: number;
  /** What the buyer pays. */
  total: number;
}

/** A line's amount after its discount. */
export const lineTotalCents = (line: LineCents) => line.quantity * line.unitCents - line.discountCents;

/**
 * The quotation's totals, in centavos. Rounding happens once: VAT is worked out on the whole net
 * amount (subtotal − discounts) and rounded half up to the centavo. Exclusive adds it; inclusive
 * reads it out of the prices (net × 12/112); none has none. BigInt keeps every step exact, and a
 * total beyond MAX_TOTAL_CENTS is returned as null (the API's 422), never rounded.
 */
export function quotationTotals(lines: LineCents[], vatMode: VatMode): TotalsCents | null {
  let subtotal = 0n;
  let discount = 0n;
  for (const line of lines) {
    subtotal += BigInt(line.quantity) * BigInt(line.unitCents);
    discount += BigInt(line.discountCents);
  }
  const net = subtotal - discount;
  const rate = BigInt(VAT_RATE_PERCENT);
  const halfUp = (n: bigint, d: bigint) => (n * 2n + d) / (2n * d);
  const vat =
    vatMode === 'exclusive'
      ? halfUp(net * rate, 100n)
      : vatMode === 'inclusive'
        ? halfUp(net * rate, 100n + rate)
        : 0n;
  const total = vatMode === 'exclusive' ? net + vat : net;
  if (subtotal > BigInt(MAX_TOTAL_CENTS) || total > BigInt(MAX_TOTAL_CENTS) || net < 0n) return null;
  return { subtotal: Number(subtotal), discount: Number(discount), vat: Number(vat), total: Number(total) };
}
