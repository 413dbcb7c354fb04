import { describe, expect, it } from 'vitest';
import { leadRulesSchema } from '#common/schemas/lead-desk';
import { emptyRule, formToRules, rulesToForm, toggleAssignee } from './rule-values';

const stored = {
  rules: [
    {
      id: 4,
      name: 'Quote lists in NCR',
      match: { kind: 'quote-list' as const, region_code: '1300000000' },
      assignees: [7, 9],
    },
    { id: 5, name: 'Caterpillar', match: { brand_id: 12, category_id: 30 }, assignees: [7] },
    {
      id: 7,
      name: 'Batching plants, any brand',
      match: { category_name: 'Batching Plants' },
      assignees: [9],
    },
    { id: 8, name: 'Davao parts', match: { kind: 'parts' as const, branch_id: 4 }, assignees: [7] },
    { id: 6, name: 'Everything else', match: {}, assignees: [9] },
  ],
  fallback_user_id: 9,
};

describe('routing rules in the form', () => {
  it('shows each unset match field as Any and ids as text', () => {
    const form = rulesToForm(stored);
    expect(form.rules[0].match).toEqual({
      kind: 'quote-list',
      brand_id: '',
      category_id: '',
      category_name: '',
      region_code: '1300000000',
      buyer_type: '',
      branch_id: '',
    });
    expect(form.rules[1].match.brand_id).toBe('12');
    expect(form.rules[2].match.category_name).toBe('Batching Plants');
    expect(form.fallback_user_id).toBe('9');
  });

  it('sends back what it loaded', () => {
    expect(formToRules(rulesToForm(stored))).toEqual(stored);
  });

  it('leaves Any out, sends ids as numbers, and a new rule without an id', () => {
    const form = rulesToForm(stored);
    form.rules.push({
      ...emptyRule(),
      name: 'Contractors',
      match: { ...emptyRule().match, buyer_type: 'contractor', brand_id: '3' },
      assignees: [7],
    });
    const body = formToRules(form);
    expect(body.rules.at(-1)).toEqual({
      name: 'Contractors',
      match: { brand_id: 3, buyer_type: 'contractor' },
      assignees: [7],
    });
    expect(leadRulesSchema.safeParse(body).success).toBe(true);
  });

  it('sends a missing fallback as null, which the shared schema refuses at its field', () => {
    const body = formToRules({ rules: [], fallback_user_id: '' });
    expect(body.fallback_user_id).toBeNull();
    const checked = leadRulesSchema.safeParse(body);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0].path).toEqual(['fallback_user_id']);
  });
});

describe('toggleAssignee', () => {
  const people = [{ id: 3 }, { id: 7 }, { id: 9 }];

  it('keeps the people list’s order', () => {
    expect(toggleAssignee([9], 3, true, people)).toEqual([3, 9]);
    expect(toggleAssignee([3, 7, 9], 7, false, people)).toEqual([3, 9]);
  });

  it('keeps someone no longer listed until they are unticked', () => {
    expect(toggleAssignee([42, 9], 3, true, people)).toEqual([3, 9, 42]);
    expect(toggleAssignee([42, 9], 42, false, people)).toEqual([9]);
  });
});
