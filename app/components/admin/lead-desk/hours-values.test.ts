import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '#common/schemas/lead-desk';
import { formToHours, hoursToForm, nextOpening } from './hours-values';

describe('business hours in the form', () => {
  it('shows a midnight close as 00:00 and sends it back as 24:00', () => {
    const hours = {
      ...DEFAULT_BUSINESS_HOURS,
      days: { ...DEFAULT_BUSINESS_HOURS.days, sat: [{ open: '18:00', close: '24:00' }] },
    };
    const form = hoursToForm(hours);
    expect(form.days.sat).toEqual([{ open: '18:00', close: '00:00' }]);
    expect(form.days.mon).toEqual([{ open: '08:00', close: '17:00' }]);
    expect(formToHours(form)).toEqual(hours);
  });

  it('keeps an opening time of 00:00 as it is', () => {
    const hours = {
      ...DEFAULT_BUSINESS_HOURS,
      days: { ...DEFAULT_BUSINESS_HOURS.days, sun: [{ open: '00:00', close: '06:00' }] },
    };
    expect(formToHours(hoursToForm(hours))).toEqual(hours);
  });
});

describe('nextOpening', () => {
  it('offers a working day on a closed day', () => {
    expect(nextOpening([])).toEqual({ open: '08:00', close: '17:00' });
  });

  it('offers hours after a lunch break', () => {
    expect(nextOpening([{ open: '08:00', close: '12:00' }])).toEqual({ open: '13:00', close: '17:00' });
  });

  it('stops at midnight, and is blank when the day is full', () => {
    expect(nextOpening([{ open: '08:00', close: '21:00' }])).toEqual({ open: '22:00', close: '00:00' });
    expect(nextOpening([{ open: '08:00', close: '23:30' }])).toEqual({ open: '', close: '' });
    expect(nextOpening([{ open: '18:00', close: '00:00' }])).toEqual({ open: '', close: '' });
  });

  it('follows the latest hours, whatever their order', () => {
    expect(
      nextOpening([
        { open: '13:00', close: '15:00' },
        { open: '08:00', close: '12:00' },
      ]),
    ).toEqual({ open: '16:00', close: '20:00' });
  });
});
