import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { can, type Role } from '#common/permissions';
import type { RuleMatch } from '#common/schemas/lead-desk';
import type { Db } from '../../db/client';
import { branches, branchStaff, leadRuleAssignees, leadRules, leads, users } from '../../db/schema';
import { categoryNameKey, type MachineFacts, machineFacts } from './machine-facts';

// Who gets a new lead (docs/product.md §24, decision 047), decided in the lead's own transaction so
// no lead is ever stored without an owner. The rules are tried in order; the first whose every
// given field matches assigns the lead to its one person, or to the next of several in turn (round
// robin), skipping anyone deactivated, away, or whose role can no longer work leads. A lead no rule
// matches, or whose rule has nobody available, goes to the fallback person; without an available
// fallback, to the longest-standing active admin (the dashboard warns admins about it).

/** What a rule can match a lead on. */
export interface LeadFacts {
  kind: string;
  /** The machine of a product inquiry, or every machine of a quote list (ids that may be stale). */
  variantIds: number[];
  /** The machine as the visitor typed it (the quote modal's product), read when no id names one. */
  words?: string | null;
  regionCode: string | null;
  buyerType: string | null;
  /** The branch that answers a parts or service request (docs/product.md §30). */
  branchId?: number | null;
}

export interface Routed {
  userId: number;
  name: string;
  /** The rule that chose the person; null for the fallback or an admin. */
  ruleName: string | null;
  /** Why it went to an admin, or to a branch's staff, for the lead's history; null otherwise. */
  note: string | null;
  /** The branch whose staff it went to when no rule's person took it. */
  branchName?: string;
}

export const NO_FALLBACK_NOTE = 'No rule matched and no fallback person is available: assigned to an admin.';
const RULE_UNAVAILABLE_NOTE =
  'Nobody of the matching rule “{rule}” is available: assigned to the fallback person.';
const BRANCH_NOTE = 'Assigned to the staff of the branch “{branch}”, which answers this request.';

interface Person {
  id: number;
  name: string;
  role: string;
  deactivatedAt: Date | null;
  away: boolean;
}
/** What `available` reads of an account, as each query that finds people selects it. */
const personColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  deactivatedAt: users.deactivatedAt,
  away: users.away,
};
const available = (p: Person | undefined): p is Person =>
  !!p && !p.deactivatedAt && !p.away && can(p.role as Role, 'leads.work');

function matches(match: RuleMatch, facts: LeadFacts, machines: MachineFacts) {
  return (
    (match.kind === undefined || match.kind === facts.kind) &&
    (match.brand_id === undefined || machines.brands.has(match.brand_id)) &&
    (match.category_id === undefined || machines.categories.has(match.category_id)) &&
    (match.category_name === undefined || machines.categoryNames.has(categoryNameKey(match.category_name))) &&
    (match.region_code === undefined || match.region_code === facts.regionCode) &&
    (match.buyer_type === undefined || match.buyer_type === facts.buyerType) &&
    (match.branch_id === undefined || match.branch_id === (facts.branchId ?? null))
  );
}

/**
 * The next available person of a rule in rotation. The rule's row is locked until the lead commits,
 * so leads arriving at once on any instance take turns; the counter then points past the chosen one.
 */
async function takeTurn(tx: Db, ruleId: number, people: Person[]): Promise<Person | null> {
  const [rule] = await tx
    .select({ turns: leadRules.turns })
    .from(leadRules)
    .where(eq(leadRules.id, ruleId))
    .for('update');
  if (!rule) return null;
  for (let step = 0; step < people.length; step++) {
    const index = (rule.turns + step) % people.length;
    if (!available(people[index])) continue;
    await tx
      .update(leadRules)
      .set({ turns: index + 1 })
      .where(eq(leadRules.id, ruleId));
    return people[index];
  }
  return null;
}

/** The rules in order, each with its people in rotation order: one query. */
async function rulesWithPeople(tx: Db) {
  const rows = await tx
    .select({
      ruleId: leadRules.id,
      ruleName: leadRules.name,
      match: leadRules.match,
      ...personColumns,
    })
    .from(leadRules)
    .leftJoin(leadRuleAssignees, eq(leadRuleAssignees.ruleId, leadRules.id))
    .leftJoin(users, eq(users.id, leadRuleAssignees.userId))
    .orderBy(asc(leadRules.position), asc(leadRules.id), asc(leadRuleAssignees.position));
  const rules: { id: number; name: string; match: RuleMatch; people: Person[] }[] = [];
  for (const row of rows) {
    let rule = rules.at(-1);
    if (rule?.id !== row.ruleId) {
      rule = { id: row.ruleId, name: row.ruleName, match: row.match, people: [] };
      rules.push(rule);
    }
    if (row.id !== null && row.name !== null && row.role !== null && row.away !== null)
      rule.people.push({
        id: row.id,
        name: row.name,
        role: row.role,
        deactivatedAt: row.deactivatedAt,
        away: row.away,
      });
  }
  return rules;
}

/**
 * The desk's fallback person when available as a rule's people are (active, not away, in a role
 * that works leads); null otherwise. Also who a buyer's question and a demoted person's open leads
 * go to (quotations/alerts.ts, leads/hand-back.ts).
 */
export async function availableFallback(tx: Db, fallbackUserId: number | null) {
  if (fallbackUserId === null) return null;
  const [row] = await tx
    .select({ ...personColumns, email: users.email })
    .from(users)
    .where(eq(users.id, fallbackUserId));
  return available(row) ? row : null;
}

/**
 * The available person of a branch's staff whose last lead of this branch is oldest (never given
 * one first, then by name): a rotation without a counter. The branch's row is locked until the
 * lead commits, so requests arriving at once take turns.
 */
async function branchTurn(tx: Db, branchId: number) {
  const [branch] = await tx
    .select({ name: branches.name })
    .from(branches)
    .where(eq(branches.id, branchId))
    // Not FOR UPDATE: availability rows referencing the branch (key share) must not wait on a lead.
    .for('no key update');
  if (!branch) return null;
  const people = await tx
    .select(personColumns)
    .from(branchStaff)
    .innerJoin(users, eq(users.id, branchStaff.userId))
    .where(eq(branchStaff.branchId, branchId))
    .orderBy(
      sql`(select max(${leads.createdAt}) from ${leads} where ${leads.branchId} = ${branchId} and ${leads.assigneeId} = ${users.id}) asc nulls first`,
      asc(sql`lower(${users.name})`),
      asc(users.id),
    );
  const person = people.find(available);
  return person ? { person, branch: branch.name } : null;
}

/** The person a new lead goes to; null only when there is no active admin at all. */
export async function routeLead(
  tx: Db,
  facts: LeadFacts,
  fallbackUserId: number | null,
): Promise<Routed | null> {
  const rules = await rulesWithPeople(tx);
  // Read only when some rule asks about machines.
  const needsMachines = rules.some(
    (r) =>
      r.match.brand_id !== undefined ||
      r.match.category_id !== undefined ||
      r.match.category_name !== undefined,
  );
  const machines = needsMachines
    ? await machineFacts(tx, facts.variantIds, facts.words ?? null)
    : { brands: new Set<number>(), categories: new Set<number>(), categoryNames: new Set<string>() };
  const rule = rules.find((r) => matches(r.match, facts, machines));
  if (rule) {
    const chosen = await takeTurn(tx, rule.id, rule.people);
    if (chosen) return { userId: chosen.id, name: chosen.name, ruleName: rule.name, note: null };
  }
  // A parts or service request no rule's person took: its branch's staff before the fallback (§30).
  const turn = facts.branchId ? await branchTurn(tx, facts.branchId) : null;
  if (turn) {
    const note = BRANCH_NOTE.replace('{branch}', turn.branch);
    return { userId: turn.person.id, name: turn.person.name, ruleName: null, note, branchName: turn.branch };
  }
  const fallback = await availableFallback(tx, fallbackUserId);
  if (fallback) {
    const note = rule ? RULE_UNAVAILABLE_NOTE.replace('{rule}', rule.name) : null;
    return { userId: fallback.id, name: fallback.name, ruleName: null, note };
  }
  const [admin] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id))
    .limit(1);
  return admin ? { userId: admin.id, name: admin.name, ruleName: null, note: NO_FALLBACK_NOTE } : null;
}
