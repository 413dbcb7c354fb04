import {
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  formatPrice,
  VAT_MODES,
  VAT_NOTES,
  type VatMode,
} from './money';

// How prices read on the site and in its sheets (docs/product.md §25.1): the currency and VAT mode
// of Settings → General, read once from the public settings by the pages and the sheets alike, so
// a value Settings could not have saved still falls back to the defaults rather than to nothing.

export interface PriceSettings {
  currency: Currency;
  vatMode: VatMode;
}

const pick = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.find((o) => o === value) ?? fallback;

export function priceSettingsOf(settings: Readonly<Record<string, unknown>>): PriceSettings {
  return {
    currency: pick(CURRENCIES, settings.currency, DEFAULT_CURRENCY),
    vatMode: pick(VAT_MODES, settings.vat_mode, 'none'),
  };
}

/** The VAT note beside a price; none for "Contact for Price" or when VAT is not shown. */
export const vatNoteOf = (price: number | null | undefined, vatMode: VatMode) =>
  price === null || price === undefined ? '' : VAT_NOTES[vatMode];

/** The currency's sign alone, as its prices show it: "$" or "₱" (the listing's price range). */
export const currencySymbol = (currency: Currency) => formatPrice(0, currency).replace(/[\d.,\s]/g, '');
