import { describe, expect, it } from 'vitest';
import { describeTarget } from './target-time';

describe('describeTarget', () => {
  it('says hours and minutes', () => {
    expect(describeTarget(240)).toBe('4 h');
    expect(describeTarget(90)).toBe('1 h 30 min');
    expect(describeTarget(45)).toBe('45 min');
  });

  it('names whole business days of nine hours', () => {
    expect(describeTarget(540)).toBe('9 h (one business day)');
    expect(describeTarget(1080)).toBe('18 h (2 business days)');
  });

  it('says nothing for what is not a target', () => {
    expect(describeTarget(0)).toBe('');
    expect(describeTarget(Number.NaN)).toBe('');
    expect(describeTarget(1.5)).toBe('');
  });
});
