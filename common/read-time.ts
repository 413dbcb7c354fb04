import { DEFAULT_READ_TIME } from './constants';

// An article's read time, shown on every card (docs/decisions/016-computed-read-time.md): what the
// admin typed, else computed here from the words of the content. Runs in the server (responses)
// and in the browser (the editor's hint), so it is a small regex pass, linear in the text.

/** A common figure for adults reading on a screen. */
export const WORDS_PER_MINUTE = 200;

/** Words in an article's HTML: tags separate words, entities such as &rsquo; do not. */
export function wordCount(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|#160|#xa0);/gi, ' ')
    .replace(/&#?\w+;/g, '');
  let words = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) words += 1;
  return words;
}

/**
 * "N min read" for the content: words over WORDS_PER_MINUTE rounded up, at least one minute.
 * Content without words (an image only) keeps the product's default, "5 min read".
 */
export function readTimeOf(html: string): string {
  const words = wordCount(html);
  if (words === 0) return DEFAULT_READ_TIME;
  return `${Math.ceil(words / WORDS_PER_MINUTE)} min read`;
}

/** The read time shown: the admin's own value when set, else the one computed from the content. */
export const displayReadTime = (stored: string | null | undefined, html: string) =>
  stored?.trim() ? stored : readTimeOf(html);
