import { describe, expect, it } from 'vitest';
import { normalizePhrase } from './schemas/search-synonyms';
import { MISS_WORDS_MAX, missWords } from './search-words';

describe('missWords', () => {
  it('keeps the words only: lower case, no accents, single spaces', () => {
    expect(missWords('  Grúa\t\tTORRE \n 60 ')).toBe('grua torre 60');
  });
  it('drops empty and over-long searches', () => {
    expect(missWords(undefined)).toBeNull();
    expect(missWords('   ')).toBeNull();
    expect(missWords('x'.repeat(MISS_WORDS_MAX))).toBe('x'.repeat(MISS_WORDS_MAX));
    expect(missWords('x'.repeat(MISS_WORDS_MAX + 1))).toBeNull();
  });
});

describe('normalizePhrase', () => {
  it('stores a synonym as the search compares it', () => {
    expect(normalizePhrase('  Pay  Loadér ')).toBe('pay loader');
  });
});
