import { describe, expect, it } from 'vitest';
import { dueText, promiseMessage } from './answer-promise';

// Manila is UTC+8 all year: 07:00Z is 3:00 PM in Manila.
const at = (iso: string) => new Date(iso);

describe('dueText', () => {
  it('says today for a deadline later the same Manila day', () => {
    expect(dueText(at('2026-12-03T07:00:00Z'), at('2026-12-03T01:30:00Z'))).toBe('by 3:00 PM today');
  });

  it('says tomorrow for the next Manila day, even when UTC has not turned yet', () => {
    // 2 Dec 11:00 PM Manila → 10:00 AM on 3 Dec.
    expect(dueText(at('2026-12-03T02:00:00Z'), at('2026-12-02T15:00:00Z'))).toBe('by 10:00 AM tomorrow');
  });

  it('names the weekday and date from the day after tomorrow on', () => {
    // Friday 4 Dec 2026, 4:30 PM Manila → Monday 7 Dec, 9:00 AM.
    expect(dueText(at('2026-12-07T01:00:00Z'), at('2026-12-04T08:30:00Z'))).toBe('by 9:00 AM on Mon, 7 Dec');
  });

  it('writes noon and midnight the way people do', () => {
    expect(dueText(at('2026-12-03T04:00:00Z'), at('2026-12-03T00:00:00Z'))).toBe('by 12:00 PM today');
    expect(dueText(at('2026-12-03T16:05:00Z'), at('2026-12-03T00:00:00Z'))).toBe('by 12:05 AM tomorrow');
  });

  it('crosses the year with the date alone', () => {
    expect(dueText(at('2027-01-04T01:00:00Z'), at('2026-12-31T08:00:00Z'))).toBe('by 9:00 AM on Mon, 4 Jan');
  });
});

describe('promiseMessage', () => {
  it('names the branch and its phone as people write it', () => {
    expect(promiseMessage('parts', { name: 'Valenzuela', phone: '09171234567' }, 'by 3:00 PM today')).toBe(
      'Thank you for your parts request. Our Valenzuela branch (0917 123 4567) will answer by 3:00 PM today.',
    );
  });

  it('does not say branch twice, and leaves out a missing phone', () => {
    expect(promiseMessage('service', { name: 'Cebu Branch', phone: null }, 'by 10:00 AM tomorrow')).toBe(
      'Thank you for your service request. Our Cebu Branch will answer by 10:00 AM tomorrow.',
    );
  });

  it('speaks for the company when no branch serves the place', () => {
    expect(promiseMessage('service', null, 'by 9:00 AM on Mon, 7 Dec')).toBe(
      'Thank you for your service request. We will answer by 9:00 AM on Mon, 7 Dec.',
    );
  });
});
