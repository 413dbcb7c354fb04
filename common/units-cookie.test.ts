import { describe, expect, it } from 'vitest';
import { unitsCookie, unitsOf } from './units-cookie';

describe('units cookie', () => {
  it('reads imperial only when the cookie says so exactly', () => {
    expect(unitsOf('units=imperial')).toBe('imperial');
    expect(unitsOf('a=1; units=imperial; b=2')).toBe('imperial');
    expect(unitsOf('units=metric')).toBe('metric');
    expect(unitsOf(undefined)).toBe('metric');
    expect(unitsOf('')).toBe('metric');
    expect(unitsOf('units=imperialx')).toBe('metric');
    expect(unitsOf('myunits=imperial')).toBe('metric');
    expect(unitsOf('units=<b>imperial</b>')).toBe('metric');
  });

  it('writes a year-long, site-wide, SameSite=Lax cookie', () => {
    expect(unitsCookie('imperial')).toBe('units=imperial; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
