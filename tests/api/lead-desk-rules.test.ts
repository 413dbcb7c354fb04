import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES } from '#common/schemas/lead-desk';
import { ASSIGNEE_MESSAGES } from '#common/schemas/leads';
import { leadDesk, leadRuleAssignees, leadRules, users } from '../../server/db/schema';
import { DUPLICATE_ASSIGNEE, DUPLICATE_RULE } from '../../server/services/leads/desk';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser } from '../support/factories';

// Routing rules and the fallback person (docs/product.md §24), and staff marked away.
const ctx = setupApi();

const getRules = (token: string) => call(ctx.app, { url: '/api/admin/lead-rules', token });
const putRules = (token: string, payload: unknown) =>
  call(ctx.app, { method: 'PUT', url: '/api/admin/lead-rules', token, payload: payload as object });
const person = async (role: 'admin' | 'manager' | 'sales' | 'editor' | 'viewer' | 'user' = 'sales') =>
  (await createUser(ctx.db, { role })).user.id;

describe('GET|PUT /api/admin/lead-rules', () => {
  it('none and no fallback in a fresh database', async () => {
    const { token } = await createAdmin(ctx.db);
    expect((await getRules(token)).json()).toEqual({
      success: true,
      data: { rules: [], fallback_user_id: null },
    });
  });

  it('saves rules in order with their people in order, and the fallback', async () => {
    const { token } = await createAdmin(ctx.db);
    const [ana, ben, cy, boss] = [
      await person(),
      await person(),
      await person('admin'),
      await person('manager'),
    ];
    const payload = {
      rules: [
        { name: 'Support', match: { kind: 'support' }, assignees: [cy] },
        {
          name: 'Manila dealers',
          match: { region_code: '1300000000', buyer_type: 'contractor' },
          assignees: [ben, ana],
        },
        { name: 'Everything else', match: {}, assignees: [ana, ben, cy] },
      ],
      fallback_user_id: boss,
    };
    const res = await putRules(token, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Routing rules saved.',
      data: { rules: payload.rules.map((r) => ({ id: expect.any(Number), ...r })), fallback_user_id: boss },
    });
    expect((await getRules(token)).json().data).toEqual(res.json().data);
  });

  it('a second PUT updates listed ids in place (keeping the round robin’s turn), inserts new ones, deletes missing ones', async () => {
    const { token } = await createAdmin(ctx.db);
    const [ana, ben, cy] = [await person(), await person(), await person()];
    const first = (
      await putRules(token, {
        rules: [
          { name: 'A', match: { kind: 'quote' }, assignees: [ana, ben] },
          { name: 'B', match: { kind: 'support' }, assignees: [ben] },
          { name: 'C', match: {}, assignees: [cy] },
        ],
        fallback_user_id: ana,
      })
    ).json().data.rules as { id: number }[];
    const [a, b, c] = first.map((r) => r.id);
    await ctx.db.update(leadRules).set({ turns: 7 }).where(eq(leadRules.id, a));

    const res = await putRules(token, {
      rules: [
        { name: 'New', match: { brand_id: 3 }, assignees: [cy] },
        { id: a, name: 'A renamed', match: { kind: 'inquiry' }, assignees: [ben, cy, ana] },
        { id: 999_999, name: 'Unknown id', match: {}, assignees: [ana] },
      ],
      fallback_user_id: ben,
    });
    expect(res.statusCode).toBe(200);
    const rules = res.json().data.rules;
    expect(rules.map((r: { name: string }) => r.name)).toEqual(['New', 'A renamed', 'Unknown id']);
    expect(rules[1]).toEqual({
      id: a,
      name: 'A renamed',
      match: { kind: 'inquiry' },
      assignees: [ben, cy, ana],
    });
    expect(rules[0].id).not.toBe(b);
    expect(rules[2].id).not.toBe(999_999);
    expect(res.json().data.fallback_user_id).toBe(ben);

    const rows = await ctx.db.select().from(leadRules).orderBy(leadRules.position);
    expect(rows.map((r) => [r.name, r.position])).toEqual([
      ['New', 0],
      ['A renamed', 1],
      ['Unknown id', 2],
    ]);
    expect(rows.find((r) => r.id === a)?.turns).toBe(7);
    expect(rows.some((r) => r.id === b || r.id === c)).toBe(false);
    const people = await ctx.db.select().from(leadRuleAssignees);
    expect(people.filter((p) => p.ruleId === b || p.ruleId === c)).toEqual([]);

    // An empty list deletes every rule; the fallback stays required.
    const empty = await putRules(token, { rules: [], fallback_user_id: cy });
    expect(empty.json().data).toEqual({ rules: [], fallback_user_id: cy });
    expect(await ctx.db.select().from(leadRuleAssignees)).toEqual([]);
  });

  it('422 when someone named cannot be given leads: unknown, deleted, deactivated, a site account, an editor or viewer', async () => {
    const { token } = await createAdmin(ctx.db);
    const ok = await person();
    const deleted = await person();
    await ctx.db.delete(users).where(eq(users.id, deleted));
    const deactivated = await person();
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, deactivated));
    const cases: [number, string][] = [
      [999_999, ASSIGNEE_MESSAGES.unknown],
      [deleted, ASSIGNEE_MESSAGES.unknown],
      [deactivated, ASSIGNEE_MESSAGES.deactivated],
      [await person('user'), ASSIGNEE_MESSAGES.cannotWork],
      [await person('editor'), ASSIGNEE_MESSAGES.cannotWork],
      [await person('viewer'), ASSIGNEE_MESSAGES.cannotWork],
    ];
    for (const [id, message] of cases) {
      const asAssignee = await putRules(token, {
        rules: [
          { name: 'Fine', match: {}, assignees: [ok] },
          { name: 'Bad', match: {}, assignees: [ok, id] },
        ],
        fallback_user_id: ok,
      });
      expect(asAssignee.statusCode, message).toBe(422);
      expect(asAssignee.json().errors, message).toEqual({ 'rules.1.assignees': [message] });
      const asFallback = await putRules(token, { rules: [], fallback_user_id: id });
      expect(asFallback.statusCode, message).toBe(422);
      expect(asFallback.json().errors, message).toEqual({ fallback_user_id: [message] });
    }
    expect((await getRules(token)).json().data).toEqual({ rules: [], fallback_user_id: null });
    expect(await ctx.db.select().from(leadDesk)).toEqual([]);
  });

  it('422 without a fallback, with the same person twice in a rule, or the same rule id twice', async () => {
    const { token } = await createAdmin(ctx.db);
    const ana = await person();
    for (const payload of [{ rules: [] }, { rules: [], fallback_user_id: null }]) {
      const res = await putRules(token, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.fallback_user_id).toEqual([DESK_MESSAGES.fallback]);
    }
    const twice = await putRules(token, {
      rules: [{ name: 'R', match: {}, assignees: [ana, ana] }],
      fallback_user_id: ana,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'rules.0.assignees': [DUPLICATE_ASSIGNEE] });

    const [rule] = (
      await putRules(token, { rules: [{ name: 'R', match: {}, assignees: [ana] }], fallback_user_id: ana })
    ).json().data.rules;
    const sameId = await putRules(token, {
      rules: [
        { id: rule.id, name: 'R', match: {}, assignees: [ana] },
        { id: rule.id, name: 'R again', match: {}, assignees: [ana] },
      ],
      fallback_user_id: ana,
    });
    expect(sameId.statusCode).toBe(422);
    expect(sameId.json().errors).toEqual({ 'rules.1.id': [DUPLICATE_RULE] });
  });

  it('hostile input: no people, markup and CR/LF in names, wrong types, unknown match fields, oversized lists', async () => {
    const { token } = await createAdmin(ctx.db);
    const ana = await person();
    const rule = (over: Record<string, unknown>) => ({
      rules: [{ name: 'R', match: {}, assignees: [ana], ...over }],
      fallback_user_id: ana,
    });
    const bad: [unknown, string][] = [
      [rule({ assignees: [] }), 'rules.0.assignees'],
      [rule({ assignees: ['1'] }), 'rules.0.assignees.0'],
      [rule({ assignees: [0] }), 'rules.0.assignees.0'],
      [rule({ assignees: [2 ** 31] }), 'rules.0.assignees.0'],
      [rule({ assignees: Array.from({ length: 51 }, (_, i) => i + 1) }), 'rules.0.assignees'],
      [rule({ name: '<b></b>' }), 'rules.0.name'],
      [rule({ name: 'x'.repeat(121) }), 'rules.0.name'],
      [rule({ match: { kind: 'spam' } }), 'rules.0.match.kind'],
      [rule({ match: { region_code: "13' or 1=1" } }), 'rules.0.match.region_code'],
      [rule({ match: { brand_id: -1 } }), 'rules.0.match.brand_id'],
      [rule({ match: { category_name: '' } }), 'rules.0.match.category_name'],
      [rule({ match: { category_name: '<b>Cranes</b>' } }), 'rules.0.match.category_name'],
      [rule({ match: { category_name: 'Cranes\r\nBcc: x' } }), 'rules.0.match.category_name'],
      [rule({ match: { category_name: 'x'.repeat(121) } }), 'rules.0.match.category_name'],
      [rule({ match: { category_name: 42 } }), 'rules.0.match.category_name'],
      [rule({ match: 'all' }), 'rules.0.match'],
      [rule({ id: 'x' }), 'rules.0.id'],
      [{ rules: Array.from({ length: 101 }, () => rule({}).rules[0]), fallback_user_id: ana }, 'rules'],
      [{ rules: 'none', fallback_user_id: ana }, 'rules'],
      [{ rules: [], fallback_user_id: 'ana' }, 'fallback_user_id'],
      [{ rules: [], fallback_user_id: 1.5 }, 'fallback_user_id'],
    ];
    for (const [payload, field] of bad) {
      const res = await putRules(token, payload);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    const cleaned = await putRules(
      token,
      rule({ name: '<script>x</script>Big\r\nmachines', match: { kind: 'quote', extra: 1 } }),
    );
    expect(cleaned.statusCode).toBe(200);
    expect(cleaned.json().data.rules[0]).toMatchObject({ name: 'Big machines', match: { kind: 'quote' } });
    const kind = await putRules(token, rule({ match: { category_name: 'Batching Plants' } }));
    expect(kind.statusCode, kind.body).toBe(200);
    expect(kind.json().data.rules[0].match).toEqual({ category_name: 'Batching Plants' });
  });

  it('a deleted account leaves its rules, and a deleted fallback leaves none', async () => {
    const { token } = await createAdmin(ctx.db);
    const [ana, ben] = [await person(), await person()];
    await putRules(token, {
      rules: [{ name: 'R', match: {}, assignees: [ana, ben] }],
      fallback_user_id: ben,
    });
    await ctx.db.delete(users).where(eq(users.id, ben));
    expect((await getRules(token)).json().data).toEqual({
      rules: [{ id: expect.any(Number), name: 'R', match: {}, assignees: [ana] }],
      fallback_user_id: null,
    });
  });
});

describe('staff away', () => {
  it('PATCH /api/admin/users/{id} sets and clears away; the list and the answer show it', async () => {
    const admin = await createAdmin(ctx.db);
    const rep = await person();
    const patch = (payload: unknown) =>
      call(ctx.app, {
        method: 'PATCH',
        url: `/api/admin/users/${rep}`,
        token: admin.token,
        payload: payload as object,
      });
    const listed = async () =>
      (await call(ctx.app, { url: '/api/admin/users', token: admin.token }))
        .json()
        .data.find((u: { id: number }) => u.id === rep);

    expect((await listed()).away).toBe(false);
    const res = await patch({ away: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: rep, away: true, active: true, role: 'sales' });
    expect((await listed()).away).toBe(true);
    // Other changes keep it.
    expect((await patch({ name: 'Renamed' })).json().data.away).toBe(true);
    expect((await patch({ away: false })).json().data.away).toBe(false);
    expect((await listed()).away).toBe(false);

    for (const away of ['yes', 1, null]) {
      const bad = await patch({ away });
      expect(bad.statusCode, String(away)).toBe(422);
      expect(bad.json().errors).toEqual({ away: ['Away must be true or false.'] });
    }
  });

  it('needs users.write: a manager may not (403)', async () => {
    const manager = await createUser(ctx.db, { role: 'manager' });
    const rep = await person();
    const res = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/admin/users/${rep}`,
      token: manager.token,
      payload: { away: true },
    });
    expect(res.statusCode).toBe(403);
  });
});
