import { z } from 'zod';
import { UNIT_SYSTEMS } from '../quantity-kinds';
import { COMPARE_MESSAGES, compareQuery } from './compare';

// The sheets buyers forward (docs/product.md §22): their addresses' parameters, written once for the
// server's routes and their tests.

const MAX_ID = 2_147_483_647;

export const DOCUMENT_MESSAGES = {
  id: 'The machine must be given by its id, a positive whole number.',
  tooFew: 'Choose at least two machines to compare.',
  token: 'This download link is not valid.',
} as const;

/** `units=metric|imperial` (metric when absent); anything else is refused, as the comparison does. */
const units = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(UNIT_SYSTEMS, COMPARE_MESSAGES.units).default('metric'),
);

/** GET /products/{id}/spec-sheet.pdf */
export const specSheetParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, DOCUMENT_MESSAGES.id)
    .transform(Number)
    .refine((n) => n <= MAX_ID, DOCUMENT_MESSAGES.id),
});
export const specSheetQuery = z.object({ units });

/** GET /compare/spec-sheet.pdf?ids=…: two to MAX_COMPARED different machines. */
export const compareSheetQuery = compareQuery.extend({ units }).superRefine((q, ctx) => {
  if (q.ids.length < 2) ctx.addIssue({ code: 'custom', path: ['ids'], message: DOCUMENT_MESSAGES.tooFew });
});

/** /quote/summary/<token>.pdf: the parameter is named `token` so the request log hides it (server/lib/request-log.ts). */
export const quoteSummaryParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.pdf$/, DOCUMENT_MESSAGES.token)
    .transform((f) => f.slice(0, -'.pdf'.length)),
});
