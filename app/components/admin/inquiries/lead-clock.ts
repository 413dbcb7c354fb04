import { momentFormat } from '#common/date-format';
import type { LeadRow } from '#common/schemas/leads';
import { exactTime } from './lead-format';

// The response clock's words (docs/product.md §24): when a lead is due, how late it is, how fast it
// was answered. Times are in the company's time zone, as everywhere in the inbox. "Answered in" is
// business time — the open hours between arrival and the first response, the server's
// response_minutes — the same measure as the dashboard's median, so the two agree.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const dueParts = momentFormat(
  { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true },
  'en-US',
);

function parts(iso: string) {
  const map: Record<string, string> = {};
  for (const part of dueParts.formatToParts(new Date(iso))) map[part.type] = part.value;
  return {
    weekday: map.weekday,
    day: map.day,
    month: map.month,
    time: `${map.hour}:${map.minute} ${map.dayPeriod}`,
  };
}

/** "Tue 1 Dec, 4:30 PM". */
export function dueDateTime(iso: string): string {
  const p = parts(iso);
  return `${p.weekday} ${p.day} ${p.month}, ${p.time}`;
}

/** Business (or any) minutes as "1 h 20 min", "45 min", "2 h". */
export function formatBusinessMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A wall-clock span as "25 min", "1 h 20 min", or past two days "3 d 4 h". */
export function formatSpan(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / MINUTE));
  if (minutes < 48 * 60) return formatBusinessMinutes(minutes);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
}

/** "Overdue by 2 h"; at least a minute, as "Overdue by 0 min" reads as not late at all. */
export const overdueBy = (dueAt: string, now = Date.now()) =>
  `Overdue by ${formatSpan(Math.max(MINUTE, now - new Date(dueAt).getTime()))}`;

type ClockLead = Pick<
  LeadRow,
  'status' | 'due_at' | 'first_response_at' | 'response_minutes' | 'overdue' | 'received_at'
>;

export type DueState =
  | { state: 'answered'; text: string; title: string }
  | { state: 'overdue'; text: string; title: string }
  | { state: 'due'; text: string; title: string }
  | { state: 'none' };

/** Overdue by the server's word, or by the clock since the list was read. */
const isOverdue = (lead: ClockLead, now: number) =>
  lead.overdue || (lead.due_at !== null && new Date(lead.due_at).getTime() <= now);

/**
 * The list's Due line: "Answered" (the time as its title), "Overdue", "Due in 3 h" within the next
 * 12 hours, else "Due Mon 4:30 PM" (the date added past six days). A closed lead that nobody
 * answered has no clock, nor has a lead stored before the clock existed.
 */
export function dueLabel(lead: ClockLead, now = Date.now()): DueState {
  if (lead.first_response_at)
    return { state: 'answered', text: 'Answered', title: `Answered ${exactTime(lead.first_response_at)}` };
  if (lead.status === 'closed' || !lead.due_at) return { state: 'none' };
  const title = `Due ${exactTime(lead.due_at)}`;
  if (isOverdue(lead, now)) return { state: 'overdue', text: 'Overdue', title };
  const left = new Date(lead.due_at).getTime() - now;
  if (left < 12 * HOUR) return { state: 'due', text: `Due in ${formatSpan(left)}`, title };
  const p = parts(lead.due_at);
  const text = left < 6 * 24 * HOUR ? `Due ${p.weekday} ${p.time}` : `Due ${p.day} ${p.month}, ${p.time}`;
  return { state: 'due', text, title };
}

/**
 * The lead page's clock line: "Answered in 1 h 20 min of business hours", "Overdue by 2 h", "Due
 * Tue 1 Dec, 4:30 PM"; null when there is no clock. A lead answered before the clock existed has
 * no business minutes: just "Answered".
 */
export function clockLine(lead: ClockLead, now = Date.now()): DueState {
  if (lead.first_response_at) {
    const title = `Answered ${exactTime(lead.first_response_at)}`;
    if (lead.response_minutes === null) return { state: 'answered', text: 'Answered', title };
    return {
      state: 'answered',
      text: `Answered in ${formatBusinessMinutes(lead.response_minutes)} of business hours`,
      title,
    };
  }
  if (lead.status === 'closed' || !lead.due_at) return { state: 'none' };
  const title = `Due ${exactTime(lead.due_at)}`;
  if (isOverdue(lead, now)) {
    return { state: 'overdue', text: overdueBy(lead.due_at, now), title };
  }
  return { state: 'due', text: `Due ${dueDateTime(lead.due_at)}`, title };
}
