import { describe, expect, it } from 'vitest';
import { isUniqueViolation, pgCode } from './pg-errors';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('pgCode', () => {
  it('finds the SQLSTATE Drizzle wraps in cause', () => {
    expect(pgCode(new Error('Failed query', { cause: withCode('23503') }))).toBe('23503');
  });
  it('skips codes that are not SQLSTATEs', () => {
    expect(pgCode(Object.assign(new Error('x'), { code: 'ECONNREFUSED', cause: withCode('22P02') }))).toBe(
      '22P02',
    );
    expect(pgCode(new Error('boom'))).toBeUndefined();
  });
});

describe('isUniqueViolation', () => {
  it('is true for 23505 at any depth and false otherwise', () => {
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
    expect(isUniqueViolation(new Error('a', { cause: new Error('b', { cause: withCode('23505') }) }))).toBe(
      true,
    );
    expect(isUniqueViolation(withCode('23503'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
