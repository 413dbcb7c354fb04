import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneDigits, phoneInput } from './phone';

describe('phoneDigits', () => {
  it('keeps only the digits', () => {
    expect(phoneDigits('0917-123-4567')).toBe('09171234567');
    expect(phoneDigits('(+63) 917 123 4567')).toBe('639171234567');
    expect(phoneDigits('abc')).toBe('');
  });
});

describe('phoneInput', () => {
  it('drops non-digits and stops at 11 digits while typing', () => {
    expect(phoneInput('0917-123-45678-9')).toBe('09171234567');
    expect(phoneInput('0917 12')).toBe('091712');
  });
});

describe('isValidPhone', () => {
  it('accepts empty or exactly 11 digits', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('09171234567')).toBe(true);
    expect(isValidPhone('0917123456')).toBe(false);
    expect(isValidPhone('091712345678')).toBe(false);
  });
});
