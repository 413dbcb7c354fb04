import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, searchPhrase, searchWords } from './listing-order';

describe('searchWords', () => {
  it('lower-cases the words and keeps each once', () => {
    expect(searchWords('  Wheel  LOADER wheel ')).toEqual(['wheel', 'loader']);
    expect(searchWords(undefined)).toEqual([]);
  });

  it(`uses the first ${MAX_SEARCH_TERMS} words and ignores the rest`, () => {
    const letters = Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + (i % 26)));
    expect(searchWords(letters.join(' '))).toEqual(letters.slice(0, MAX_SEARCH_TERMS));
    expect(searchPhrase(letters.join(' '))).toBe(letters.slice(0, MAX_SEARCH_TERMS).join(' '));
  });
});
