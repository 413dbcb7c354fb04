import { z } from 'zod';
import { type QuoteItem, quoteList } from '#app/lib/quote-list';
import { quoteListSchema } from '#common/schemas/quote-list';

// The request form checks its fields with the API's own schema (docs/product.md §19), which also
// wants the machines. They live in the quote list, not in the form, so they join the form's values
// each time it is checked; react-hook-form then hands the whole parsed request to the send.
// Loaded with the form's first use (deferred-form.tsx): Zod and the PSGC data are not first-load code.

const requestItems = (items: readonly QuoteItem[]) =>
  items.map((i) => ({ variant_id: i.variant_id, quantity: i.quantity, note: i.note || null }));

export const quoteRequestSchema = z.preprocess(
  (values) => ({ ...(values as object), items: requestItems(quoteList.items()) }),
  quoteListSchema,
);
