import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  LANDLINE_MESSAGE,
  normalizePhone,
  PHONE_MAX_LENGTH,
  PHONE_MESSAGE,
  phoneRefusal,
} from './phone';

describe('normalizePhone', () => {
  it.each([
    // A local number keeps its digits.
    '09171234567',
    '0917 123 4567',
    '0917-123-4567',
    '(0917) 123-4567',
    '0917.123.4567',
    ' 0917 123 4567 ',
    '0917\u00a0123\u00a04567',
    '0917\u2013123\u20134567',
    // A Philippine mobile in international form is written as 09….
    '+63 917 123 4567',
    '+639171234567',
    '63 917 123 4567',
    '63-917-123-4567',
    '+63 (917) 123-4567',
    '0063 917 123 4567',
  ])('stores the mobile %j as 09171234567', (typed) => {
    expect(normalizePhone(typed)).toBe('09171234567');
  });

  it.each([
    '+63 (45) 982-1234', // a provincial landline with the area code in brackets
    '+63 45 982 1234', // a provincial landline
    '+63459821234', // a landline written solid
    '63 45 982 1234', // a landline without the plus (11 digits as typed)
    '63459821234', // a landline as 11 bare digits
    '0063 45 982 1234', // a landline dialled from abroad
    '+63 2 8123 4567', // a Metro Manila landline
    '0063 2 8123 4567', // a Metro Manila landline dialled from abroad
    '(045) 982-1234', // a provincial landline written locally
    '02 8123 4567', // a Metro Manila landline written locally
  ])('refuses the landline %j with the hint to write it in the message', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
    expect(phoneRefusal(typed)).toBe(LANDLINE_MESSAGE);
    expect(LANDLINE_MESSAGE).toBe(
      'Phone number must be exactly 11 digits. For a landline, write it in your message.',
    );
  });

  it.each([
    ['a mobile cut short', '0917 123 456'],
    ['a mobile too long', '+63 917 123 45678'],
    ['extra digits after a landline', '+63 45 982 1234 5678'],
    ['a trunk 0 after the country code', '+63 0917 123 4567'],
    ['0063 followed by too few digits', '0063 917 123'],
    ['letters in a landline', '+63 45 982 12ab'],
    ['markup around a landline', '<b>+63 45 982 1234</b>'],
    ['a landline and a line break', '+63 45 982 1234\r\n'],
    ['a landline with CR/LF and a header', '+63 45 982 1234\r\nBcc: x@example.com'],
    ['an international prefix other than 0063', '00 1 212 555 01'],
  ])('refuses %s with the plain phone message', (_, typed) => {
    expect(normalizePhone(typed)).toBeNull();
    expect(phoneRefusal(typed)).toBe(PHONE_MESSAGE);
  });

  it.each(['63', '+63', '0063', '00630917123456', '+63 0917 123 456', '63 0917 12345'])(
    'never reads the digits after 63 in %j as a number of its own',
    (typed) => {
      expect(normalizePhone(typed)).toBeNull();
    },
  );

  it('treats blank or punctuation only as no phone', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('   ')).toBe('');
    expect(normalizePhone(' - ')).toBe('');
  });

  it.each([
    '0917 123 456', // too short
    '0917 123 45678', // too long
    '63917123456', // an international number cut short (what maxlength=11 used to leave)
    '+63 917 123 45678', // an international number too long
  ])('refuses %j, a number of the wrong length', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });

  it.each([
    '0917abc1234567', // letters
    'call me', // a word
    '<b>0917 123 4567</b>', // markup
    '<script>alert(1)</script>09171234567', // a script
    '0917 123\r\n4567', // CR/LF
    '09171234567\r\nBcc: x@example.com', // a header injection
    '09171234567\n', // a trailing line break
    '0917\u0000123 4567', // a control character
  ])('refuses %j instead of keeping whatever digits it holds', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });

  // Refused by length before any pattern runs (speed is measured in bench, never asserted here).
  it('refuses a 10 KB string', () => {
    const huge = '0917 123 4567 '.repeat(800);
    expect(huge.length).toBeGreaterThan(10_000);
    expect(normalizePhone(huge)).toBeNull();
    expect(normalizePhone('1'.repeat(10_240))).toBeNull();
    expect(normalizePhone(`${' '.repeat(10_240)}x`)).toBeNull();
  });

  it('takes any spacing of a number up to the limit', () => {
    const spaced = `0917 123 4567${' '.repeat(PHONE_MAX_LENGTH - 13)}`;
    expect(normalizePhone(spaced)).toBe('09171234567');
    expect(normalizePhone(`${spaced} `)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('groups the 11 stored digits as people write them, and leaves anything else as stored', () => {
    expect(formatPhone(normalizePhone('+63 917 123 4567') ?? '')).toBe('0917 123 4567');
    expect(formatPhone('09171234567')).toBe('0917 123 4567');
    expect(formatPhone('0917123456')).toBe('0917123456');
    expect(formatPhone('')).toBe('');
  });
});
