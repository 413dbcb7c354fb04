import { describe, expect, it } from 'vitest';
import { formatTin, normalizeTin } from './tin';

describe('normalizeTin', () => {
  it.each([
    ['123456789', '123456789'],
    ['123-456-789', '123456789'],
    ['123 456 789 000', '123456789000'],
    [' 123-456-789-000 ', '123456789000'],
    ['123\u2011456', null], // a non-breaking hyphen outside the allowed marks
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeTin(input)).toBe(expected);
  });

  it.each([
    '12345678', // 8 digits
    '1234567890', // 10
    '1234567890123', // 13
    '123-456-789-00A',
    'TIN 123456789',
    '123456789\n000',
    '<b>123456789</b>',
    '123.456.789',
    `${'1'.repeat(9)}${' '.repeat(30)}`,
  ])('refuses %j', (input) => {
    expect(normalizeTin(input)).toBeNull();
  });
});

describe('formatTin', () => {
  it('groups 9 and 12 digits by three with dashes', () => {
    expect(formatTin('123456789')).toBe('123-456-789');
    expect(formatTin('123456789000')).toBe('123-456-789-000');
  });

  it('leaves anything else as it is', () => {
    expect(formatTin('12345')).toBe('12345');
    expect(formatTin('')).toBe('');
  });
});
