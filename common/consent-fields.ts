// Name of the marketing choice every public form sends (docs/product.md §21; the rule is in
// schemas/contact.ts). Apart from the schemas so forms name it without loading Zod on first paint.
export const MARKETING_OPT_IN_FIELD = 'marketing_opt_in';
