import { defaultTargetMinutes, type LeadKind, promisedHours } from '#common/lead-kinds';
import type { Db } from '../../db/client';
import { readDeskAndCalendar, readDeskRow } from './calendar';
import { addBusinessMinutes } from './clock';
import { type LeadFacts, routeLead } from './routing';

/**
 * A new lead's owner and clock (docs/product.md §24): the person routing gives it to, and when an
 * answer is due — the kind's target counted in business hours from its arrival — with the reminder
 * at half of it; and the hours the visitor is promised, from the same target.
 */
export async function deskFor(tx: Db, kind: LeadKind, arrival: Date, facts: LeadFacts) {
  const { desk, calendar } = await readDeskAndCalendar(tx, arrival);
  // A kind added after the targets were saved has none stored: it gets its default.
  const target = desk.responseTargets[kind] ?? defaultTargetMinutes(kind);
  return {
    routed: await routeLead(tx, facts, desk.fallbackUserId),
    dueAt: target ? addBusinessMinutes(arrival, target, calendar) : null,
    remindAt: target ? addBusinessMinutes(arrival, Math.ceil(target / 2), calendar) : null,
    hours: promisedHours(target || defaultTargetMinutes(kind)),
  };
}

/** The hours the site promises for `kind` now (its success dialog, the acknowledgement). */
export async function promisedHoursFor(db: Db, kind: LeadKind): Promise<number> {
  const { responseTargets } = await readDeskRow(db);
  return promisedHours(responseTargets[kind] || defaultTargetMinutes(kind));
}
