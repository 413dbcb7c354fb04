import type { BuyerType, QuoteIntent } from './constants';

// How the quote list's choices read on screen and in the inbox (docs/product.md §19). A module of
// its own, not common/constants.ts: that one is in every public page's first load.

export const BUYER_TYPE_LABELS: Record<BuyerType, string> = {
  company: 'Company',
  government: 'Government / LGU',
  contractor: 'Contractor',
  individual: 'Individual',
};
export const QUOTE_INTENT_LABELS: Record<QuoteIntent, string> = {
  buy: 'Buy',
  rent: 'Rent',
  finance: 'Finance',
};
