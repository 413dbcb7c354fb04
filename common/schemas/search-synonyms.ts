import { z } from 'zod';

// The synonym list of the search (docs/product.md, decision 036): "payloader" also finds what
// "wheel loader" finds. A term and a meaning are a few words of letters and digits (hyphens inside
// a word allowed, as in "truck-mounted"), stored as the search compares them: lower case, accents
// removed, single spaces. Anything else (markup, line breaks, punctuation) is refused, not cleaned.

const SYNONYM_MAX = 60;
/** Rows the list may hold: each is read by every search that holds its term. */
export const SYNONYMS_LIMIT = 500;

const PHRASE = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?: [\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)*$/u;

/** Lower case, accents removed, spaces collapsed: the form stored and searched. */
export const normalizePhrase = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ \t]+/g, ' ')
    .trim();

const phrase = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .max(SYNONYM_MAX * 2, `${label} may not be longer than ${SYNONYM_MAX} characters.`)
    .refine((v) => !/[\r\n]/.test(v), `${label} must be on one line.`)
    .transform(normalizePhrase)
    .pipe(
      z
        .string()
        .min(1, `${label} is required.`)
        .max(SYNONYM_MAX, `${label} may not be longer than ${SYNONYM_MAX} characters.`)
        .regex(PHRASE, `${label} may hold only letters, digits, spaces and hyphens inside words.`),
    );

export const synonymInputSchema = z
  .object({ term: phrase('The word buyers type'), meaning: phrase('What it means') })
  .refine((v) => v.term !== v.meaning, {
    path: ['meaning'],
    message: 'The meaning must differ from the word itself.',
  });

export const synonymSchema = z.object({
  id: z.number(),
  term: z.string(),
  meaning: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const synonymListSchema = z.object({ success: z.literal(true), data: z.array(synonymSchema) });

export type SynonymInput = z.infer<typeof synonymInputSchema>;
export type Synonym = z.infer<typeof synonymSchema>;
