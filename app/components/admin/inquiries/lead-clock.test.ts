import { describe, expect, it } from 'vitest';
import { clockLine, dueDateTime, dueLabel, formatBusinessMinutes, formatSpan } from './lead-clock';

// Monday 30 Nov 2026, 10:00 in Manila (02:00 UTC).
const NOW = Date.parse('2026-11-30T02:00:00Z');
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();

const lead = (fields: Partial<Parameters<typeof dueLabel>[0]> = {}) => ({
  status: 'new' as const,
  due_at: at(180),
  first_response_at: null,
  response_minutes: null,
  overdue: false,
  received_at: at(-60),
  ...fields,
});

describe('response-time words', () => {
  it('writes business minutes as hours and minutes', () => {
    expect(formatBusinessMinutes(80)).toBe('1 h 20 min');
    expect(formatBusinessMinutes(45)).toBe('45 min');
    expect(formatBusinessMinutes(120)).toBe('2 h');
    expect(formatBusinessMinutes(0)).toBe('0 min');
    expect(formatBusinessMinutes(600)).toBe('10 h');
    expect(formatBusinessMinutes(59.6)).toBe('1 h');
  });

  it('writes a long wall-clock span in days', () => {
    expect(formatSpan(25 * 60_000)).toBe('25 min');
    expect(formatSpan(47 * 3_600_000)).toBe('47 h');
    expect(formatSpan(3 * 86_400_000 + 4 * 3_600_000)).toBe('3 d 4 h');
    expect(formatSpan(2 * 86_400_000)).toBe('2 d');
    expect(formatSpan(-5)).toBe('0 min');
  });

  it('dates a due time in Manila', () => {
    expect(dueDateTime('2026-12-01T08:30:00Z')).toBe('Tue 1 Dec, 4:30 PM');
  });
});

describe('the list’s Due line', () => {
  it('counts down the last 12 hours', () => {
    expect(dueLabel(lead(), NOW)).toMatchObject({ state: 'due', text: 'Due in 3 h' });
    expect(dueLabel(lead({ due_at: at(25) }), NOW)).toMatchObject({ text: 'Due in 25 min' });
  });

  it('names the weekday further ahead, and the date past six days', () => {
    expect(dueLabel(lead({ due_at: '2026-12-01T08:30:00Z' }), NOW)).toMatchObject({
      text: 'Due Tue 4:30 PM',
    });
    expect(dueLabel(lead({ due_at: '2026-12-08T08:30:00Z' }), NOW)).toMatchObject({
      text: 'Due 8 Dec, 4:30 PM',
    });
  });

  it('says Overdue by the server’s flag or once the time has passed', () => {
    expect(dueLabel(lead({ overdue: true }), NOW)).toMatchObject({ state: 'overdue', text: 'Overdue' });
    expect(dueLabel(lead({ due_at: at(-1) }), NOW)).toMatchObject({ state: 'overdue' });
  });

  it('says Answered, with the time as its title', () => {
    const answered = dueLabel(lead({ first_response_at: '2026-11-30T03:20:00Z', status: 'contacted' }), NOW);
    expect(answered).toEqual({
      state: 'answered',
      text: 'Answered',
      title: 'Answered Nov 30, 2026, 11:20 AM',
    });
  });

  it('has no clock for a closed lead nobody answered, or one without a due time', () => {
    expect(dueLabel(lead({ status: 'closed', due_at: at(-600) }), NOW)).toEqual({ state: 'none' });
    expect(dueLabel(lead({ due_at: null }), NOW)).toEqual({ state: 'none' });
  });
});

describe('the lead page’s clock line', () => {
  it('gives the due time, the delay, or how fast it was answered', () => {
    expect(clockLine(lead({ due_at: '2026-12-01T08:30:00Z' }), NOW)).toMatchObject({
      text: 'Due Tue 1 Dec, 4:30 PM',
    });
    expect(clockLine(lead({ due_at: at(-120), overdue: true }), NOW)).toMatchObject({
      state: 'overdue',
      text: 'Overdue by 2 h',
    });
    expect(clockLine(lead({ due_at: at(-0.2), overdue: true }), NOW)).toMatchObject({
      text: 'Overdue by 1 min',
    });
    // Business time, as the dashboard's median: a lead of Friday 16:50 answered Monday 08:10 took
    // 20 minutes of open hours, not three days.
    const answered = {
      status: 'contacted' as const,
      received_at: at(-3 * 24 * 60),
      first_response_at: at(-110),
    };
    expect(clockLine(lead({ ...answered, response_minutes: 20 }), NOW)).toMatchObject({
      state: 'answered',
      text: 'Answered in 20 min of business hours',
    });
    expect(clockLine(lead({ ...answered, response_minutes: 80 }), NOW)).toMatchObject({
      text: 'Answered in 1 h 20 min of business hours',
    });
    // Answered before the clock existed: no business minutes, no figure.
    expect(clockLine(lead(answered), NOW)).toMatchObject({ state: 'answered', text: 'Answered' });
  });
});
