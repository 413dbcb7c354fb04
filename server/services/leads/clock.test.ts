import { describe, expect, it } from 'vitest';
import { type BusinessHours, DEFAULT_BUSINESS_HOURS, WEEKDAYS } from '#common/schemas/lead-desk';
import { addBusinessMinutes, businessMinutesBetween, type Calendar } from './clock';

// The response clock (docs/product.md §24, decision 047): only open hours of working days in
// Asia/Manila count. Times below are written in Manila (+08:00).

const at = (local: string) => new Date(`${local}+08:00`);
const manila = (d: Date | null) =>
  d && new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

const cal = (holidays: string[] = [], hours: BusinessHours = DEFAULT_BUSINESS_HOURS): Calendar => ({
  hours,
  holidays: new Set(holidays),
});
const everyDay = (intervals: { open: string; close: string }[]): BusinessHours => ({
  timezone: 'Asia/Manila',
  days: Object.fromEntries(WEEKDAYS.map((d) => [d, intervals])) as BusinessHours['days'],
});
const weekdays = (intervals: { open: string; close: string }[]): BusinessHours => ({
  timezone: 'Asia/Manila',
  days: Object.fromEntries(
    WEEKDAYS.map((d) => [d, d === 'sat' || d === 'sun' ? [] : intervals]),
  ) as BusinessHours['days'],
});

const office = cal();
const bonifacio = cal(['2026-11-30']);
const newYear = cal(['2027-01-01']);
const lunch = cal(
  [],
  weekdays([
    { open: '08:00', close: '12:00' },
    { open: '13:00', close: '17:00' },
  ]),
);
const lateShift = cal(
  [],
  everyDay([
    { open: '00:00', close: '02:00' },
    { open: '20:00', close: '24:00' },
  ]),
);
const roundTheClock = cal([], everyDay([{ open: '00:00', close: '24:00' }]));

describe('addBusinessMinutes', () => {
  it('a lead before opening starts counting at the opening', () => {
    expect(manila(addBusinessMinutes(at('2026-11-25T06:00'), 60, office))).toBe('2026-11-25 09:00');
  });

  it('a lead after closing starts counting at the next opening', () => {
    expect(manila(addBusinessMinutes(at('2026-11-25T18:00'), 60, office))).toBe('2026-11-26 09:00');
  });

  it('exactly at opening: a full day ends exactly at closing', () => {
    expect(manila(addBusinessMinutes(at('2026-11-25T08:00'), 540, office))).toBe('2026-11-25 17:00');
  });

  it('exactly at closing: nothing is left of the day', () => {
    expect(manila(addBusinessMinutes(at('2026-11-25T17:00'), 1, office))).toBe('2026-11-26 08:01');
  });

  it('zero minutes inside the hours is now; outside, the next opening', () => {
    expect(manila(addBusinessMinutes(at('2026-11-25T10:15'), 0, office))).toBe('2026-11-25 10:15');
    expect(manila(addBusinessMinutes(at('2026-11-28T10:15'), 0, office))).toBe('2026-11-30 08:00');
  });

  it('across a weekend: Friday 16:30 + 540 is Monday 16:30, or Tuesday when Monday is Bonifacio Day', () => {
    expect(manila(addBusinessMinutes(at('2026-11-27T16:30'), 540, office))).toBe('2026-11-30 16:30');
    expect(manila(addBusinessMinutes(at('2026-11-27T16:30'), 540, bonifacio))).toBe('2026-12-01 16:30');
  });

  it('a lead arriving on a holiday waits for the next working day', () => {
    expect(manila(addBusinessMinutes(at('2026-11-30T09:00'), 30, bonifacio))).toBe('2026-12-01 08:30');
  });

  it('across the year end, New Year’s Day closed', () => {
    expect(manila(addBusinessMinutes(at('2026-12-31T16:00'), 120, office))).toBe('2027-01-01 09:00');
    expect(manila(addBusinessMinutes(at('2026-12-31T16:00'), 120, newYear))).toBe('2027-01-04 09:00');
  });

  it('a target longer than a week (10,080 minutes = 18 days and 6 hours of open time)', () => {
    expect(manila(addBusinessMinutes(at('2026-11-02T08:00'), 10_080, office))).toBe('2026-11-26 14:00');
  });

  it('split days: the lunch break does not count', () => {
    expect(manila(addBusinessMinutes(at('2026-11-25T11:30'), 60, lunch))).toBe('2026-11-25 13:30');
    expect(manila(addBusinessMinutes(at('2026-11-25T12:15'), 30, lunch))).toBe('2026-11-25 13:30');
    expect(manila(addBusinessMinutes(at('2026-11-25T16:30'), 480, lunch))).toBe('2026-11-26 16:30');
  });

  it('24:00 closes at midnight and the next day’s 00:00 carries on', () => {
    expect(manila(addBusinessMinutes(at('2026-11-23T23:30'), 60, lateShift))).toBe('2026-11-24 00:30');
    expect(manila(addBusinessMinutes(at('2026-11-23T21:00'), 180, lateShift))).toBe('2026-11-24 00:00');
    expect(manila(addBusinessMinutes(at('2026-11-23T10:00'), 1440, roundTheClock))).toBe('2026-11-24 10:00');
  });

  it('null when the calendar has no open time within three years', () => {
    const closed: BusinessHours = { timezone: 'Asia/Manila', days: everyDay([]).days };
    expect(addBusinessMinutes(at('2026-11-25T09:00'), 1, cal([], closed))).toBeNull();
    // Only Mondays open, and every Monday for four years a holiday.
    const mondays: string[] = [];
    for (let d = at('2026-11-30T00:00').getTime(); mondays.length < 4 * 53; d += 7 * 86_400_000)
      mondays.push(new Date(d + 8 * 3600_000).toISOString().slice(0, 10));
    const mondaysOnly: BusinessHours = {
      timezone: 'Asia/Manila',
      days: { ...everyDay([]).days, mon: [{ open: '08:00', close: '17:00' }] },
    };
    expect(addBusinessMinutes(at('2026-11-25T09:00'), 1, cal(mondays, mondaysOnly))).toBeNull();
    expect(manila(addBusinessMinutes(at('2026-11-25T09:00'), 1, cal([], mondaysOnly)))).toBe(
      '2026-11-30 08:01',
    );
  });
});

describe('businessMinutesBetween', () => {
  it('counts only open time, rounded down to whole minutes', () => {
    expect(businessMinutesBetween(at('2026-11-25T09:00'), at('2026-11-25T10:30'), office)).toBe(90);
    expect(businessMinutesBetween(at('2026-11-25T06:00'), at('2026-11-25T20:00'), office)).toBe(540);
    expect(businessMinutesBetween(at('2026-11-25T09:00'), at('2026-11-25T09:00:59'), office)).toBe(0);
    expect(businessMinutesBetween(at('2026-11-25T17:00'), at('2026-11-26T08:00'), office)).toBe(0);
  });

  it('0 when `to` is not after `from`', () => {
    expect(businessMinutesBetween(at('2026-11-25T10:00'), at('2026-11-25T09:00'), office)).toBe(0);
    expect(businessMinutesBetween(at('2026-11-25T10:00'), at('2026-11-25T10:00'), office)).toBe(0);
  });

  it('across a weekend and a holiday', () => {
    expect(businessMinutesBetween(at('2026-11-27T16:30'), at('2026-11-30T16:30'), office)).toBe(540);
    expect(businessMinutesBetween(at('2026-11-27T16:30'), at('2026-12-01T16:30'), bonifacio)).toBe(540);
    expect(businessMinutesBetween(at('2026-11-30T08:00'), at('2026-11-30T17:00'), bonifacio)).toBe(0);
  });

  it('across the year end', () => {
    expect(businessMinutesBetween(at('2026-12-31T16:00'), at('2027-01-04T09:00'), newYear)).toBe(120);
    expect(businessMinutesBetween(at('2026-12-31T16:00'), at('2027-01-04T09:00'), office)).toBe(660);
  });

  it('split days, 24:00 and longer than a week', () => {
    expect(businessMinutesBetween(at('2026-11-25T11:30'), at('2026-11-25T13:30'), lunch)).toBe(60);
    expect(businessMinutesBetween(at('2026-11-23T23:30'), at('2026-11-24T00:30'), lateShift)).toBe(60);
    expect(businessMinutesBetween(at('2026-11-02T08:00'), at('2026-11-26T14:00'), office)).toBe(10_080);
  });
});

describe('the two are inverse', () => {
  const calendars = { office, bonifacio, newYear, lunch, lateShift, roundTheClock };
  const starts = [
    '2026-11-25T08:00',
    '2026-11-25T09:17',
    '2026-11-27T16:30',
    '2026-11-30T01:00',
    '2026-12-31T16:59',
    '2026-11-24T11:59',
    '2026-11-23T23:59',
  ];
  const minutes = [1, 29, 240, 540, 541, 1000, 10_080];

  for (const [name, c] of Object.entries(calendars))
    it(`between(start, add(start, m)) === m on ${name}`, () => {
      for (const s of starts)
        for (const m of minutes) {
          const start = at(s);
          const due = addBusinessMinutes(start, m, c);
          expect(due, `${s} + ${m}`).not.toBeNull();
          expect(businessMinutesBetween(start, due as Date, c), `${s} + ${m}`).toBe(m);
        }
    });
});
