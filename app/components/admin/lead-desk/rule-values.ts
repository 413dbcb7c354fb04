import type { z } from 'zod';
import type { LeadRules, leadRulesSchema, RuleMatch } from '#common/schemas/lead-desk';

// The routing rules as the form holds them: every match field a select whose "" is Any (not set),
// ids as the select's text. `formToRules` gives the PUT body with the same field paths, so the
// shared schema's messages (and the server's) land at the field they are about.

const MATCH_FIELDS = [
  'kind',
  'brand_id',
  'category_id',
  'category_name',
  'region_code',
  'buyer_type',
  'branch_id',
] as const;
type MatchField = (typeof MATCH_FIELDS)[number];
const NUMERIC = new Set<MatchField>(['brand_id', 'category_id', 'branch_id']);

export interface RuleRow {
  id?: number;
  name: string;
  match: Record<MatchField, string>;
  assignees: number[];
}
export interface RulesForm {
  rules: RuleRow[];
  fallback_user_id: string;
}

export const emptyRule = (): RuleRow => ({
  name: '',
  match: {
    kind: '',
    brand_id: '',
    category_id: '',
    category_name: '',
    region_code: '',
    buyer_type: '',
    branch_id: '',
  },
  assignees: [],
});

export function rulesToForm(data: LeadRules): RulesForm {
  return {
    rules: data.rules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      match: Object.fromEntries(
        MATCH_FIELDS.map((field) => [
          field,
          rule.match[field] === undefined ? '' : String(rule.match[field]),
        ]),
      ) as RuleRow['match'],
      assignees: [...rule.assignees],
    })),
    fallback_user_id: data.fallback_user_id === null ? '' : String(data.fallback_user_id),
  };
}

/** The PUT body, before the shared schema has checked it (the fallback may still be missing). */
export function formToRules(form: RulesForm): z.input<typeof leadRulesSchema> {
  return {
    rules: form.rules.map((rule) => {
      const match: Record<string, string | number> = {};
      for (const field of MATCH_FIELDS) {
        const value = rule.match[field];
        if (value !== '') match[field] = NUMERIC.has(field) ? Number(value) : value;
      }
      return {
        ...(rule.id === undefined ? {} : { id: rule.id }),
        name: rule.name,
        match: match as RuleMatch,
        assignees: rule.assignees,
      };
    }),
    fallback_user_id: form.fallback_user_id === '' ? null : Number(form.fallback_user_id),
  };
}

/** `ids` with `id` added or taken out, in the order of `people` (the order they take turns in). */
export function toggleAssignee(ids: number[], id: number, on: boolean, people: { id: number }[]): number[] {
  const chosen = new Set(ids);
  if (on) chosen.add(id);
  else chosen.delete(id);
  const known = people.map((p) => p.id).filter((p) => chosen.has(p));
  // Someone no longer in the list (deactivated since) stays, after the rest, until unticked.
  return [...known, ...ids.filter((p) => chosen.has(p) && !known.includes(p))];
}
