import { describe, expect, it } from 'vitest';
import { normalizeTin } from '#common/tin';
import { tinAsTyped } from './tin-as-typed';

const shown = (value: string) => tinAsTyped(value).value;

describe('tinAsTyped', () => {
  it('groups digits in threes with dashes as they come', () => {
    expect(['1', '123', '1234', '123456789', '123456789000'].map(shown)).toEqual([
      '1',
      '123',
      '123-4',
      '123-456-789',
      '123-456-789-000',
    ]);
    expect(shown('123 456 789 000')).toBe('123-456-789-000');
    expect(shown('123--456')).toBe('123-456');
    expect(shown('')).toBe('');
  });

  it('takes a deleted dash back with its digit, not in a loop', () => {
    expect(shown('123-')).toBe('123');
  });

  it('leaves anything that is not a TIN being typed as it is, for the schema to refuse', () => {
    for (const value of ['12a', '<b>1</b>', '123\n456', '１２３', '1234567890123', '+63 123'])
      expect(shown(value)).toBe(value);
  });

  it('keeps what it shows a TIN the schema reads the same', () => {
    for (const value of ['123456789', '123 456 789 000', '123-456-789-000'])
      expect(normalizeTin(shown(value))).toBe(normalizeTin(value));
  });

  it('keeps the caret after the same digit', () => {
    // Typing the 4th digit at the end: the caret follows it past the new dash.
    expect(tinAsTyped('1234', 4)).toEqual({ value: '123-4', caret: 5 });
    // A digit typed in the middle of "123-456": "1293-456" with the caret after the 9.
    expect(tinAsTyped('1293-456', 3)).toEqual({ value: '129-345-6', caret: 3 });
    expect(tinAsTyped('123-456', 0)).toEqual({ value: '123-456', caret: 0 });
  });
});
