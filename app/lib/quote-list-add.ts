import { sendInterest } from './interest-beacon';
import { type AddResult, quoteList } from './quote-list';

// "Add to quote list" (docs/product.md §19) with its count for the staff (§20's beacon): fetched on
// the approach to the button, with the list, never in a page's first load.

/** Adds the machine (or one more of it) and sends the beacon when the list took it. */
export function addToQuoteList(variantId: number): AddResult {
  const result = quoteList.add(variantId);
  if (result === 'added' || result === 'increased')
    sendInterest({ variant_id: variantId, event: 'quote_list_add' });
  return result;
}
