import { describe, expect, it } from 'vitest';
import { DEFAULT_READ_TIME } from './constants';
import { displayReadTime, readTimeOf, WORDS_PER_MINUTE, wordCount } from './read-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('wordCount', () => {
  it('counts the words of the text, not of the markup', () => {
    expect(wordCount('<h2>Same-day dispatch</h2><p>Orders leave <strong>today</strong>.</p>')).toBe(5);
    expect(wordCount('<img src="/uploads/news/a.webp" alt="A wheel loader at the yard">')).toBe(0);
  });

  it('separates words at tags and non-breaking spaces, not at other entities', () => {
    expect(wordCount('<li>one</li><li>two</li>')).toBe(2);
    expect(wordCount('<p>10&nbsp;t payload</p>')).toBe(3);
    expect(wordCount('<p>Don&rsquo;t wait &amp; see</p>')).toBe(3);
  });

  it('does not count lone punctuation as a word', () => {
    expect(wordCount('<p>Loaders – and rollers — too .</p>')).toBe(4);
  });
});

describe('readTimeOf', () => {
  it.each([
    [1, '1 min read'],
    [WORDS_PER_MINUTE, '1 min read'],
    [WORDS_PER_MINUTE + 1, '2 min read'],
    [WORDS_PER_MINUTE * 3, '3 min read'],
    [WORDS_PER_MINUTE * 6 + 50, '7 min read'],
  ])('%i words → %s (rounded up)', (n, expected) => {
    expect(readTimeOf(`<p>${words(n)}</p>`)).toBe(expected);
  });

  it('keeps the default when the content has no words at all', () => {
    expect(readTimeOf('<p><img src="/a.webp" alt="picture"></p>')).toBe(DEFAULT_READ_TIME);
    expect(readTimeOf('')).toBe(DEFAULT_READ_TIME);
  });
});

describe('displayReadTime', () => {
  it("keeps the admin's value and computes one when it is empty", () => {
    const html = `<p>${words(450)}</p>`;
    expect(displayReadTime('12 min read', html)).toBe('12 min read');
    expect(displayReadTime('', html)).toBe('3 min read');
    expect(displayReadTime('  ', html)).toBe('3 min read');
    expect(displayReadTime(null, html)).toBe('3 min read');
  });
});
