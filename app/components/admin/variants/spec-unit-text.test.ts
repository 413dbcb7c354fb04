import { describe, expect, it } from 'vitest';
import { unitIn, withUnit } from './spec-unit-text';

describe('withUnit', () => {
  it.each([
    ['12', 't', '12 t'],
    ['12 kg', 't', '12 t'],
    ['5,000 kg', 'lb', '5,000 lb'],
    ['1 200 kg', 't', '1 200 t'],
    ['8 to 12 t', 'kg', '8 to 12 kg'],
    ['1.2–1.5 m³', 'L', '1.2–1.5 L'],
    ['1.2 m³ – 1.5 m³', 'L', '1.2 – 1.5 L'],
    ['163 kW (219 hp)', 'hp', '163 hp'],
    ['approx. 5.5 t', 'kg', 'approx. 5.5 kg'],
    ['  74 kW ', 'W', '74 W'],
  ])('%s with %s → %s', (text, unit, expected) => {
    expect(withUnit(text, unit)).toBe(expected);
  });

  it('adds the unit to a value without a number, or stands alone in an empty one', () => {
    expect(withUnit('', 'kg')).toBe('kg');
    expect(withUnit('heavy', 'kg')).toBe('heavy kg');
  });
});

describe('unitIn', () => {
  const units = ['kg', 't', 'lb', 'US ton'];
  it('finds the unit printed after the number, case aside', () => {
    expect(unitIn('12 t', units)).toBe('t');
    expect(unitIn('5,000 KG', units)).toBe('kg');
    expect(unitIn('5 US ton', units)).toBe('US ton');
    expect(unitIn('8 to 12 lb', units)).toBe('lb');
  });
  it('finds none without a number, without a unit, or with another text after it', () => {
    expect(unitIn('kg', units)).toBeUndefined();
    expect(unitIn('12', units)).toBeUndefined();
    expect(unitIn('12 kW', units)).toBeUndefined();
    expect(unitIn('163 kW (219 hp)', units)).toBeUndefined();
  });
});
