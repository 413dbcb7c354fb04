import {
  defaultTargetMinutes,
  isAfterSalesKind,
  type LeadKind,
  MACHINE_DOWN_DEFAULT_MINUTES,
  promisedHours,
} from '#common/lead-kinds';
import type { ResponseTargets } from '#common/schemas/lead-desk';
import type { Db } from '../../db/client';
import { readDeskAndCalendar, readDeskRow } from './calendar';
import { addBusinessMinutes } from './clock';
import { type LeadFacts, routeLead } from './routing';

/**
 * The target a new lead is timed on: its kind's, or, for a parts or service request whose machine
 * is down, the shorter machine-down target (docs/product.md §30). A kind (or the machine-down
 * target) added after the targets were saved has none stored: it gets its default.
 */
function targetOf(targets: Partial<ResponseTargets>, kind: LeadKind, machineDown: boolean) {
  if (machineDown && isAfterSalesKind(kind)) return targets.machine_down ?? MACHINE_DOWN_DEFAULT_MINUTES;
  return targets[kind] ?? defaultTargetMinutes(kind);
}

/**
 * A new lead's owner and clock (docs/product.md §24): the person routing gives it to, and when an
 * answer is due — the kind's target counted in business hours from its arrival — with the reminder
 * at half of it; and the hours the visitor is promised, from the same target.
 */
export async function deskFor(tx: Db, kind: LeadKind, arrival: Date, facts: LeadFacts, machineDown = false) {
  const { desk, calendar } = await readDeskAndCalendar(tx, arrival);
  const target = targetOf(desk.responseTargets, kind, machineDown);
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

/** When an answer to a request of `kind` arriving at `arrival` is due, without routing it (a request closed as spam is told the same). */
export async function responseDueAt(tx: Db, kind: LeadKind, arrival: Date, machineDown: boolean) {
  const { desk, calendar } = await readDeskAndCalendar(tx, arrival);
  return addBusinessMinutes(arrival, targetOf(desk.responseTargets, kind, machineDown), calendar);
}
