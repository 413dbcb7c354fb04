import { type BusinessHours, type OpenInterval, WEEKDAYS } from '#common/schemas/lead-desk';

// The business hours as the form holds them. A time input cannot say 24:00, which the API uses for
// "closes at midnight": the form shows it as 00:00 in a closing field and sends 24:00 back (a
// closing time of 00:00 can only mean the end of that day, since it must come after the opening).

const MIDNIGHT = '24:00';

export function hoursToForm(hours: BusinessHours): BusinessHours {
  return {
    timezone: hours.timezone,
    days: Object.fromEntries(
      WEEKDAYS.map((d) => [
        d,
        hours.days[d].map((i) => ({ open: i.open, close: i.close === MIDNIGHT ? '00:00' : i.close })),
      ]),
    ) as BusinessHours['days'],
  };
}

export function formToHours(form: BusinessHours): BusinessHours {
  return {
    timezone: form.timezone,
    days: Object.fromEntries(
      WEEKDAYS.map((d) => [
        d,
        form.days[d].map((i) => ({ open: i.open, close: i.close === '00:00' ? MIDNIGHT : i.close })),
      ]),
    ) as BusinessHours['days'],
  };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The hours "Add hours" offers: a working day on a closed day; after the last hours of a day, from an
 * hour after they close (a lunch break) for four hours, up to midnight; blank when the day is full.
 */
export function nextOpening(day: OpenInterval[]): OpenInterval {
  const last = [...day].sort((a, b) => a.open.localeCompare(b.open)).at(-1);
  if (!last) return { open: '08:00', close: '17:00' };
  if (!/^\d\d:\d\d$/.test(last.close) || last.close === '00:00') return { open: '', close: '' };
  const open = toMinutes(last.close) + 60;
  if (open >= 24 * 60) return { open: '', close: '' };
  const close = Math.min(open + 240, 24 * 60);
  return { open: toTime(open), close: close === 24 * 60 ? '00:00' : toTime(close) };
}
