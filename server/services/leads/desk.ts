import { asc, eq, inArray, notInArray } from 'drizzle-orm';
import { can, type Role } from '#common/permissions';
import type { BusinessHours, LeadRules, LeadRulesInput, ResponseTargets } from '#common/schemas/lead-desk';
import { DEFAULT_BUSINESS_HOURS, DEFAULT_RESPONSE_TARGETS } from '#common/schemas/lead-desk';
import { ASSIGNEE_MESSAGES } from '#common/schemas/leads';
import type { Db } from '../../db/client';
import { leadDesk, leadRuleAssignees, leadRules, users } from '../../db/schema';
import { type FieldErrors, ValidationFailed } from '../../errors';
import { readDeskRow } from './calendar';

// The lead desk's settings (docs/product.md §24, decision 047): opening hours, response targets,
// and the routing rules with their fallback person. Every save upserts the desk's one row, since a
// database emptied by hand (or the tests' template) has none and the defaults hold until then.

export const DUPLICATE_ASSIGNEE = 'Choose each person once in a rule.';
export const DUPLICATE_RULE = 'This rule is listed twice.';

type DeskChange = Partial<
  Pick<typeof leadDesk.$inferInsert, 'businessHours' | 'responseTargets' | 'fallbackUserId'>
>;

/** Writes the given fields of the desk row, creating it with the defaults when missing. */
async function saveDesk(db: Db, change: DeskChange) {
  const set = { ...change, updatedAt: new Date() };
  await db
    .insert(leadDesk)
    .values({
      id: true,
      businessHours: DEFAULT_BUSINESS_HOURS,
      responseTargets: DEFAULT_RESPONSE_TARGETS,
      ...set,
    })
    .onConflictDoUpdate({ target: leadDesk.id, set });
}

export async function getBusinessHours(db: Db): Promise<BusinessHours> {
  return (await readDeskRow(db)).businessHours;
}

export async function putBusinessHours(db: Db, hours: BusinessHours): Promise<BusinessHours> {
  await saveDesk(db, { businessHours: hours });
  return getBusinessHours(db);
}

export async function getResponseTargets(db: Db): Promise<ResponseTargets> {
  // A kind added after the row was saved gets its default target.
  return { ...DEFAULT_RESPONSE_TARGETS, ...(await readDeskRow(db)).responseTargets };
}

export async function putResponseTargets(db: Db, targets: ResponseTargets): Promise<ResponseTargets> {
  await saveDesk(db, { responseTargets: targets });
  return getResponseTargets(db);
}

/** The rules in the order they are tried, each with its people in rotation order, and the fallback. */
export async function getLeadRules(db: Db): Promise<LeadRules> {
  const rules = await db
    .select({ id: leadRules.id, name: leadRules.name, match: leadRules.match })
    .from(leadRules)
    .orderBy(asc(leadRules.position), asc(leadRules.id));
  const people = await db
    .select({ ruleId: leadRuleAssignees.ruleId, userId: leadRuleAssignees.userId })
    .from(leadRuleAssignees)
    .orderBy(asc(leadRuleAssignees.ruleId), asc(leadRuleAssignees.position));
  return {
    rules: rules.map((r) => ({
      ...r,
      assignees: people.filter((p) => p.ruleId === r.id).map((p) => p.userId),
    })),
    fallback_user_id: (await readDeskRow(db)).fallbackUserId,
  };
}

/** For each of `ids` that cannot be given leads, why: unknown, deactivated, or a role that cannot work them. */
async function unassignableUsers(db: Db, ids: number[]): Promise<Map<number, string>> {
  const found = ids.length
    ? await db
        .select({ id: users.id, role: users.role, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const reasons = new Map<number, string>();
  for (const id of ids) {
    const user = found.find((u) => u.id === id);
    if (!user) reasons.set(id, ASSIGNEE_MESSAGES.unknown);
    else if (user.deactivatedAt) reasons.set(id, ASSIGNEE_MESSAGES.deactivated);
    else if (!can(user.role as Role, 'leads.work')) reasons.set(id, ASSIGNEE_MESSAGES.cannotWork);
  }
  return reasons;
}

/** 422 with a message per rule and for the fallback when anyone named cannot be given leads. */
async function assertAssignable(db: Db, input: LeadRulesInput) {
  const fallback = input.fallback_user_id as number; // the schema refuses null
  const ids = [...new Set([...input.rules.flatMap((r) => r.assignees), fallback])];
  const reasons = await unassignableUsers(db, ids);
  const errors: FieldErrors = {};
  const seenRuleIds = new Set<number>();
  input.rules.forEach((rule, i) => {
    const messages = [...new Set(rule.assignees.map((id) => reasons.get(id)).filter((m) => m !== undefined))];
    if (new Set(rule.assignees).size !== rule.assignees.length) messages.push(DUPLICATE_ASSIGNEE);
    if (messages.length) errors[`rules.${i}.assignees`] = messages;
    if (rule.id !== undefined) {
      if (seenRuleIds.has(rule.id)) errors[`rules.${i}.id`] = [DUPLICATE_RULE];
      seenRuleIds.add(rule.id);
    }
  });
  const fallbackReason = reasons.get(fallback);
  if (fallbackReason) errors.fallback_user_id = [fallbackReason];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

/**
 * Replaces the rule list in one transaction: a rule with a known id is updated in place (its
 * round-robin turn kept), any other inserted, a rule no longer listed deleted. Positions follow the
 * list's order; each rule's people are rewritten in the order given. The desk row is written before
 * the rules, so its row lock makes two saves at once run one after the other.
 */
export async function putLeadRules(db: Db, input: LeadRulesInput): Promise<LeadRules> {
  return db.transaction(async (tx) => {
    await assertAssignable(tx, input);
    await saveDesk(tx, { fallbackUserId: input.fallback_user_id });
    const existing = new Set((await tx.select({ id: leadRules.id }).from(leadRules)).map((r) => r.id));
    const kept: number[] = [];
    for (const [position, rule] of input.rules.entries()) {
      const values = { position, name: rule.name, match: rule.match };
      let id: number;
      if (rule.id !== undefined && existing.has(rule.id)) {
        id = rule.id;
        await tx
          .update(leadRules)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(leadRules.id, id));
        await tx.delete(leadRuleAssignees).where(eq(leadRuleAssignees.ruleId, id));
      } else {
        const [row] = await tx.insert(leadRules).values(values).returning({ id: leadRules.id });
        if (!row) throw new Error('insert returned no row');
        id = row.id;
      }
      kept.push(id);
      await tx
        .insert(leadRuleAssignees)
        .values(rule.assignees.map((userId, i) => ({ ruleId: id, userId, position: i })));
    }
    await tx.delete(leadRules).where(notInArray(leadRules.id, kept));
    return getLeadRules(tx);
  });
}
