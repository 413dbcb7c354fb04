import { z } from 'zod';

// The back office's Cmd+K (docs/product.md §26, decision 068): one box that finds records by name
// across the catalogue, news, people, quotations and leads, each kind within what the caller's role
// may read, plus a few actions the browser lists itself.

const COMMAND_SEARCH_TYPES = [
  'brand',
  'category',
  'product',
  'variant',
  'news',
  'user',
  'lead',
  'quotation',
] as const;
export type CommandSearchType = (typeof COMMAND_SEARCH_TYPES)[number];

/** The groups' headings, in the order the palette shows them. */
export const COMMAND_SEARCH_LABELS: Record<CommandSearchType, string> = {
  variant: 'Variants',
  product: 'Products',
  category: 'Categories',
  brand: 'Brands',
  news: 'News',
  lead: 'Inquiries',
  quotation: 'Quotations',
  user: 'Users',
};

/** The list searches' own limit: a longer term is refused, not cut. */
const COMMAND_SEARCH_MAX = 200;
/** Results per kind: the palette shows a handful, the API allows up to 20. */
const COMMAND_SEARCH_DEFAULT_LIMIT = 5;
const LIMIT_MAX = 20;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
/** Control characters (line breaks included) as single spaces. */
const oneLine = (v: string) => v.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();

/**
 * GET /admin/search: `q` is matched literally (`%` and `_` are not wildcards), line breaks and other
 * control characters count as spaces; an empty term finds nothing (200, no rows).
 */
export const commandSearchQuery = z.object({
  q: z
    .string()
    .max(COMMAND_SEARCH_MAX, `The search may not be longer than ${COMMAND_SEARCH_MAX} characters.`)
    .transform(oneLine)
    .default(''),
  limit: z.coerce
    .number({ error: `Use a number from 1 to ${LIMIT_MAX}.` })
    .int(`Use a number from 1 to ${LIMIT_MAX}.`)
    .min(1, `Use a number from 1 to ${LIMIT_MAX}.`)
    .max(LIMIT_MAX, `Use a number from 1 to ${LIMIT_MAX}.`)
    .default(COMMAND_SEARCH_DEFAULT_LIMIT),
});
export type CommandSearchQuery = z.infer<typeof commandSearchQuery>;

const commandSearchResultSchema = z.object({
  type: z.enum(COMMAND_SEARCH_TYPES),
  id: z.number(),
  /** The record's name (a lead: its reference and name only; a quotation: its number). */
  title: z.string(),
  subtitle: z.string().nullable(),
  /** Where Enter takes the person: a back-office address. */
  url: z.string(),
});
export type CommandSearchResult = z.infer<typeof commandSearchResultSchema>;

export const commandSearchSchema = z.object({ data: z.array(commandSearchResultSchema) });
export type CommandSearchAnswer = z.infer<typeof commandSearchSchema>;
