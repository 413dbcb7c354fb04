// A search's words as staff see them among the searches that found nothing (docs/product.md):
// lower case, accents removed, single spaces, at most MISS_WORDS_MAX characters. Longer searches
// are not counted at all (a pasted paragraph or a probe is not what a buyer looked for).

export const MISS_WORDS_MAX = 100;

/** The words to count, or null when the search is empty or over-long. */
export function missWords(search: string | undefined): string | null {
  const words = (search ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return words && words.length <= MISS_WORDS_MAX ? words : null;
}
