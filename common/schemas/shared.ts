import { z } from 'zod';

export const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'The id must be a positive whole number.')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'The id must be a positive whole number.')),
});

/** A record's id as a JSON number: a whole number from 1 to the int4 maximum, else `message`. */
export const idNumber = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
/** Optional text input: trims, turns '' into null. */
export const optionalText = (max = 5000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** When a record was made and last changed, as ISO strings: a fragment of response schemas. */
export const recordTimes = { created_at: z.string(), updated_at: z.string() };
export const boolish = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
]);

// Text that is not HTML (names, descriptions, lead fields) is stored without markup, so no API
// consumer that drops a value into HTML can be made to run `<script>` or `<img onerror>` from it.
// These schemas also run in the browser, hence a small hand-written scanner rather than an HTML
// parser; it looks at each character a bounded number of times, so no input can make it slow.

/** After `<`, these start a tag, an end tag, a comment or a declaration in HTML; anything else is text. */
const TAG_OPENER = /[a-z/!?]/i;
const TAG_NAME = /^<([a-z][a-z0-9]*)/i;
/** Elements whose contents are code, not text: dropped with their tags. */
const RAW_END: Record<string, RegExp> = { script: /<\/script/gi, style: /<\/style/gi };

/**
 * Removes markup: tags, comments, and script/style elements with their contents. Ordinary text
 * stays as typed: "5 < 10 t", "A&B", entities. A `<` that opens a tag never closed in the text
 * is dropped too, since pasted before other markup it could still open one.
 */
export function stripMarkup(text: string): string {
  if (!text.includes('<')) return text;
  let out = '';
  let i = 0;
  let gtAhead = true;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt === -1) break;
    out += text.slice(i, lt);
    i = lt + 1;
    if (!TAG_OPENER.test(text.charAt(lt + 1))) {
      out += '<';
      continue;
    }
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end === -1) return out; // an unclosed comment hides the rest, as in a browser
      i = end + 3;
      continue;
    }
    const gt = gtAhead ? text.indexOf('>', i) : -1;
    if (gt === -1) {
      gtAhead = false; // remembered, so a run of `<a<a<a…` stays linear
      continue;
    }
    i = gt + 1;
    const end = RAW_END[TAG_NAME.exec(text.slice(lt, lt + 8))?.[1]?.toLowerCase() ?? ''];
    if (end) {
      end.lastIndex = i;
      const close = end.exec(text);
      const closeGt = close ? text.indexOf('>', close.index) : -1;
      if (closeGt === -1) return out;
      i = closeGt + 1;
    }
  }
  return out + text.slice(i);
}

/** Control characters (C0, DEL, C1), bidirectional overrides and every kind of line break. */
const BREAKS_AND_CONTROLS = /[\s\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu;

/** One line: line breaks, tabs and other control characters collapse to one space (no forged rows). */
export const oneLine = (text: string) => text.replace(BREAKS_AND_CONTROLS, ' ').trim();

/** Several lines: every line break becomes \n; other control characters except tab are removed. */
export const textLines = (text: string) =>
  text
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/(?![\t\n])[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim();

/** A value of a plain (non-HTML) text field as stored: markup removed, on one line unless multiline. */
export const plainText = (text: string, { multiline = false } = {}) =>
  (multiline ? textLines : oneLine)(stripMarkup(text));

interface PlainOptions {
  multiline?: boolean;
  /** The message when the value is too long. */
  tooLong?: string;
}

/** Required plain text: `required` when missing or nothing is left once markup is removed. */
export const requiredPlain = (max: number, required: string, { multiline, tooLong }: PlainOptions = {}) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong ?? `Must be at most ${max} characters`)
    .transform((v) => plainText(v, { multiline }))
    .pipe(z.string().min(1, required));

/** Optional plain text: trimmed, markup removed; '' (also after that) and null become null. */
export const optionalPlain = (max = 5000, { multiline, tooLong }: PlainOptions = {}) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? plainText(v, { multiline }) || null : null));
