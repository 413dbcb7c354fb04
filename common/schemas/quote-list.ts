import { z } from 'zod';
import { businessDate } from '../business-date';
import {
  BUYER_TYPES,
  QUOTE_INTENTS,
  QUOTE_LIST_MAX_ITEMS,
  QUOTE_LIST_MAX_QUANTITY,
  QUOTE_LIST_NOTE_MAX,
} from '../constants';
import { checkPlace, type PlaceCodes } from '../geography';
import { normalizeTin, TIN_MAX_LENGTH, TIN_MESSAGE } from '../tin';
import { consentFields, contactFields, spamCheckFields } from './contact';
import { okEnvelope } from './envelopes';
import { idNumber, optionalPlain } from './shared';

// The quote list (docs/product.md §19): several machines in one request, with who is buying, what
// for, where to deliver and by when. The /quote page and POST /api/contact/quote-list both use this
// schema; the contact fields and the spam checks are the contact forms' own (schemas/contact.ts).

const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${QUOTE_LIST_MAX_QUANTITY}`;
const ITEMS_EMPTY_MESSAGE = 'Add at least one machine to the list';
const ITEMS_TOO_MANY_MESSAGE = `A quote list holds at most ${QUOTE_LIST_MAX_ITEMS} machines`;
const VARIANT_MESSAGE = 'Choose a machine from the catalogue';
/** The server's answer for an item whose machine is gone or no longer shown (items.N.variant_id). */
export const VARIANT_UNAVAILABLE_MESSAGE =
  'This machine is no longer in the catalogue. Remove it from the list.';

const PLACE_MESSAGES: Record<keyof PlaceCodes, { required: string; unknown: string }> = {
  region: { required: 'Region is required', unknown: 'Choose a region from the list' },
  province: { required: 'Province is required', unknown: 'Choose a province in the selected region' },
  city: {
    required: 'City or municipality is required',
    unknown: 'Choose a city or municipality in the selected province',
  },
};
const NEEDED_BY_REQUIRED = 'Date needed is required';
const NEEDED_BY_FORMAT = 'Enter a date like 2025-01-31';
const NEEDED_BY_PAST = 'The date needed cannot be in the past';

const item = z.object({
  variant_id: idNumber(VARIANT_MESSAGE),
  // A number, never "2": the page sends what its number box holds.
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(QUOTE_LIST_MAX_QUANTITY, QUANTITY_MESSAGE),
  /** One line per machine ("with rock bucket"), so it stays one row in the staff e-mail. */
  note: optionalPlain(QUOTE_LIST_NOTE_MAX, {
    tooLong: `Note must be at most ${QUOTE_LIST_NOTE_MAX} characters`,
  }),
});

/** A 10-digit PSGC code, checked against the data by the list's refinement below. */
const placeCode = (field: keyof PlaceCodes) =>
  z
    .string({ error: PLACE_MESSAGES[field].required })
    .trim()
    .min(1, PLACE_MESSAGES[field].required)
    .max(10, PLACE_MESSAGES[field].unknown);

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export const quoteListSchema = z
  .object({
    items: z
      .array(item, { error: ITEMS_EMPTY_MESSAGE })
      .min(1, ITEMS_EMPTY_MESSAGE)
      .max(QUOTE_LIST_MAX_ITEMS, ITEMS_TOO_MANY_MESSAGE),
    name: contactFields.name,
    email: contactFields.email,
    // Required here: a delivery is arranged by phone (docs/product.md §19).
    phone: contactFields.phone.refine((v) => v !== null, 'Phone is required'),
    company: contactFields.company,
    /** Optional; taken as written ("123-456-789-000"), stored as its 9 or 12 digits (common/tin.ts). */
    tin: z
      .string({ error: TIN_MESSAGE })
      .max(TIN_MAX_LENGTH, TIN_MESSAGE)
      .nullish()
      .transform((v, ctx) => {
        const digits = normalizeTin((v ?? '').trim());
        if (digits === null) {
          ctx.addIssue({ code: 'custom', message: TIN_MESSAGE, input: v });
          return z.NEVER;
        }
        return digits || null;
      }),
    buyer_type: z.enum(BUYER_TYPES, { error: 'Choose who is buying' }),
    intent: z.enum(QUOTE_INTENTS, { error: 'Choose buy, rent or finance' }),
    region: placeCode('region'),
    province: placeCode('province'),
    city: placeCode('city'),
    /** A date in the Philippines (YYYY-MM-DD), today or later there. */
    needed_by: z
      .string({ error: NEEDED_BY_REQUIRED })
      .trim()
      .min(1, NEEDED_BY_REQUIRED)
      .pipe(z.iso.date(NEEDED_BY_FORMAT))
      .refine((v) => v >= businessDate(new Date()), NEEDED_BY_PAST),
    message: contactFields.optionalMessage,
    page: contactFields.page,
    ...spamCheckFields,
    ...consentFields,
  })
  .superRefine(
    (v, ctx) => {
      // The first of region → province → city that does not belong; a field left empty or too
      // long already has its message, so it gets no second one.
      const codes = { region: text(v.region), province: text(v.province), city: text(v.city) };
      const place = checkPlace(codes);
      const wrong = place.ok ? '' : codes[place.field];
      if (!place.ok && wrong !== '' && wrong.length <= 10)
        ctx.addIssue({ code: 'custom', path: [place.field], message: PLACE_MESSAGES[place.field].unknown });
    },
    // Run even when other fields failed, so the form shows every wrong field at once.
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  );
export type QuoteListInput = z.output<typeof quoteListSchema>;

export const quoteListResponseSchema = okEnvelope(
  z.object({
    id: z.number(),
    reference: z.string(),
    /** The buyer's summary as PDF (docs/product.md §22): its secret address and size in bytes. */
    summary: z.object({ url: z.string(), bytes: z.number() }),
  }),
);
