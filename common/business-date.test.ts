import { expect, it } from 'vitest';
import { addDays, businessDate, businessTime, dayNumber } from './business-date';

it('business time is UTC+8 whatever the machine is set to', () => {
  expect(businessTime(new Date('2025-01-31T15:59:59Z'))).toBe('2025-01-31 23:59:59');
  expect(businessDate(new Date('2025-01-31T15:59:59Z'))).toBe('2025-01-31');
  expect(businessDate(new Date('2025-01-31T16:00:00Z'))).toBe('2025-02-01');
});

it('dates compare as days, past year 9999 too, never as text', () => {
  expect(dayNumber('1970-01-02')).toBe(1);
  expect(dayNumber('10000-01-30')).toBeGreaterThan(dayNumber('9999-12-31'));
  expect(dayNumber('9999-12-31') + 30).toBe(dayNumber('10000-01-30'));
  expect(dayNumber('0050-01-01')).toBeLessThan(dayNumber('1950-01-01'));
  for (const bad of ['', '2026-1-1', '31/12/2026', '+010000-01-30', '2026-12-31T00:00:00Z'])
    expect(dayNumber(bad), bad).toBeNaN();
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
});
