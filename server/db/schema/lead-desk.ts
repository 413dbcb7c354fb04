import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BusinessHours, ResponseTargets, RuleMatch } from '#common/schemas/lead-desk';
import { users } from './accounts';
import { createdAt, parentId, serialId, timestamps } from './columns';

// The lead desk (docs/product.md §24, decision 047): the business-hours clock every lead is timed
// on, the routing rules that give each lead an owner, and the templates replies start from.

/**
 * One row (id is always true): the week's opening hours in Asia/Manila, the response target of each
 * lead kind in business minutes, and the person who gets a lead no rule matches (null: the admins,
 * and the dashboard warns).
 */
export const leadDesk = pgTable(
  'lead_desk',
  {
    id: boolean('id').primaryKey().default(true),
    businessHours: jsonb('business_hours').$type<BusinessHours>().notNull(),
    responseTargets: jsonb('response_targets').$type<ResponseTargets>().notNull(),
    fallbackUserId: integer('fallback_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [check('lead_desk_single_row', sql`${t.id}`)],
);

/** Days the clock stops all day: seeded from date-holidays (PH) per year, then edited by admins. */
export const holidays = pgTable(
  'holidays',
  {
    id: serialId(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('holidays_date_idx').on(t.date),
    check('holidays_source_check', sql`${t.source} in ('seeded', 'admin')`),
  ],
);

/** The years whose holidays were seeded: a year is seeded once, so a removed holiday stays removed. */
export const holidaySeededYears = pgTable('holiday_seeded_years', {
  year: integer('year').primaryKey(),
  seededAt: createdAt(),
});

/** Routing rules, tried in position order; the first that matches assigns the lead. */
export const leadRules = pgTable(
  'lead_rules',
  {
    id: serialId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    match: jsonb('match').$type<RuleMatch>().notNull(),
    /** How many leads the rule has assigned: the round robin's next turn. */
    turns: integer('turns').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('lead_rules_position_idx').on(t.position)],
);

/** The people a rule assigns to, in rotation order. A deleted account leaves its rules. */
export const leadRuleAssignees = pgTable(
  'lead_rule_assignees',
  {
    ruleId: parentId('rule_id', () => leadRules.id, 'cascade'),
    userId: parentId('user_id', () => users.id, 'cascade'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.userId] }), index('lead_rule_assignees_user_idx').on(t.userId)],
);

/** Replies start from these: {name}, {machines} and {signature} are filled in on the lead. */
export const replyTemplates = pgTable('reply_templates', {
  id: serialId(),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  ...timestamps,
});
