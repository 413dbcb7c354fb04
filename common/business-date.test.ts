import { expect, it } from 'vitest';
import { businessDate, businessTime } from './business-date';

it('business time is UTC+8 whatever the machine is set to', () => {
  expect(businessTime(new Date('2025-01-31T15:59:59Z'))).toBe('2025-01-31 23:59:59');
  expect(businessDate(new Date('2025-01-31T15:59:59Z'))).toBe('2025-01-31');
  expect(businessDate(new Date('2025-01-31T16:00:00Z'))).toBe('2025-02-01');
});
