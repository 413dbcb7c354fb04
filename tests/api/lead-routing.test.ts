import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessDate } from '#common/business-date';
import type { RuleMatch } from '#common/schemas/lead-desk';
import { holidays, leadRuleAssignees, leadRules, leads, users } from '../../server/db/schema';
import { loadCalendar } from '../../server/services/leads/calendar';
import { addBusinessMinutes } from '../../server/services/leads/clock';
import { NO_FALLBACK_NOTE } from '../../server/services/leads/routing';
import { call, setupApi } from '../support/api';
import { createAdmin, createBrand, createUser } from '../support/factories';
import { TEST_DB_KIND } from '../support/test-db';
import { machineOf, setFallback as setFallbackOf } from './support/lead-desk';
import { eventsOf } from './support/lead-events';
import { postQuoteList, quoteCatalogue, quoteList } from './support/quote-list';

// Routing and the response clock at creation (docs/product.md §24): every lead a form stores is
// assigned in its own transaction — the first matching rule's person, in turn among several,
// skipping anyone away or deactivated; else the fallback; else an admin — and gets its due time.
const ctx = setupApi();

const post = (kind: string, over: Record<string, unknown> = {}) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/contact/${kind}`,
    payload: {
      name: 'Maria Santos',
      email: 'maria@example.ph',
      phone: '09171234567',
      message: 'Price and delivery to Cebu, please.',
      subject: 'Price',
      form_started_at: Date.now() - 60_000,
      ...over,
    },
  });

async function posted(kind: string, over: Record<string, unknown> = {}) {
  const res = await post(kind, over);
  expect(res.statusCode, res.body).toBe(201);
  return lead(res.json().id ?? res.json().data.id);
}

async function lead(id: number) {
  const [row] = await ctx.db.select().from(leads).where(eq(leads.id, id));
  return { ...row, history: await eventsOf(ctx.db, id) };
}

let position = 0;
async function rule(name: string, match: RuleMatch, assignees: number[]) {
  const [row] = await ctx.db.insert(leadRules).values({ name, match, position: ++position }).returning();
  await ctx.db
    .insert(leadRuleAssignees)
    .values(assignees.map((userId, i) => ({ ruleId: row.id, userId, position: i + 1 })));
  return row;
}

const setFallback = (userId: number | null) => setFallbackOf(ctx.db, userId);

const rep = (name: string, over: Partial<typeof users.$inferInsert> = {}) =>
  createUser(ctx.db, { role: 'sales', name, ...over }).then((r) => r.user);

describe('routing a new lead', () => {
  it('without rules or a fallback goes to the longest-standing active admin, and the history says why', async () => {
    const first = await createAdmin(ctx.db, { name: 'First Admin' });
    await createAdmin(ctx.db, { name: 'Second Admin' });
    const row = await posted('general');
    expect(row.assigneeId).toBe(first.user.id);
    expect(row.history).toEqual([
      expect.objectContaining({
        status: 'new',
        userId: null,
        assignedToId: first.user.id,
        assignedToName: 'First Admin',
        ruleName: null,
        note: NO_FALLBACK_NOTE,
      }),
    ]);
  });

  it('a lead no rule matches goes to the fallback; the first matching rule wins, in order', async () => {
    await createAdmin(ctx.db);
    const fallback = await rep('Fe Fallback');
    const support = await rep('Sam Support');
    const everyone = await rep('Eve Everyone');
    await setFallback(fallback.id);
    await rule('Support desk', { kind: 'support' }, [support.id]);
    await rule('Quotes', { kind: 'quote-simple' }, [everyone.id]);

    const a = await posted('support');
    expect(a.assigneeId).toBe(support.id);
    expect(a.history[0]).toMatchObject({
      assignedToName: 'Sam Support',
      ruleName: 'Support desk',
      note: null,
    });
    expect((await posted('quote-simple')).assigneeId).toBe(everyone.id);
    const c = await posted('general');
    expect(c.assigneeId).toBe(fallback.id);
    expect(c.history[0]).toMatchObject({ assignedToName: 'Fe Fallback', ruleName: null, note: null });
  });

  it('rotates among several people, skipping anyone away, deactivated or no longer able to work leads', async () => {
    await createAdmin(ctx.db);
    const [ana, ben, cai, dan] = [await rep('Ana'), await rep('Ben'), await rep('Cai'), await rep('Dan')];
    await setFallback(dan.id);
    await rule('Everyone', {}, [ana.id, ben.id, cai.id]);
    const order = [];
    for (let i = 0; i < 4; i++) order.push((await posted('general')).assigneeId);
    expect(order).toEqual([ana.id, ben.id, cai.id, ana.id]);

    await ctx.db.update(users).set({ away: true }).where(eq(users.id, ben.id));
    await ctx.db.update(users).set({ role: 'editor' }).where(eq(users.id, cai.id));
    expect((await posted('general')).assigneeId).toBe(ana.id);
    expect((await posted('general')).assigneeId).toBe(ana.id);

    // Everyone of the rule unavailable: the fallback, and the history names the rule.
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, ana.id));
    const lonely = await posted('general');
    expect(lonely.assigneeId).toBe(dan.id);
    expect(lonely.history[0].note).toContain('“Everyone”');
  });

  it('an away or deactivated fallback hands the lead to an admin', async () => {
    const admin = await createAdmin(ctx.db);
    const fallback = await rep('Fe Fallback', { away: true });
    await setFallback(fallback.id);
    expect((await posted('general')).assigneeId).toBe(admin.user.id);
  });

  it('matches the brand and category of a product inquiry’s machine and of any machine of a quote list', async () => {
    await createAdmin(ctx.db);
    const c = await quoteCatalogue(ctx);
    const [xcmgRep, sanyRep, cebuRep, govRep, fallback] = [
      await rep('XCMG Rep'),
      await rep('SANY Rep'),
      await rep('Cebu Rep'),
      await rep('Government Rep'),
      await rep('Fallback'),
    ];
    await setFallback(fallback.id);
    const excavatorBrand = await ctx.db.query.products.findFirst({
      where: (p, { eq: is }) => is(p.id, c.excavator.productId),
    });
    await rule('Government buyers', { kind: 'quote-list', buyer_type: 'government' }, [govRep.id]);
    await rule('SANY machines', { brand_id: excavatorBrand!.brandId }, [sanyRep.id]);
    await rule('Visayas', { kind: 'quote-list', region_code: '0700000000' }, [cebuRep.id]);
    const loaderProduct = await ctx.db.query.products.findFirst({
      where: (p, { eq: is }) => is(p.id, c.loader.productId),
    });
    await rule('Loaders', { category_id: loaderProduct!.categoryId }, [xcmgRep.id]);

    const inquiry = (variantId: number) =>
      posted('inquiry', { product: 'A machine', variant_id: variantId, source: 'product-detail' });
    expect((await inquiry(c.excavator.id)).assigneeId).toBe(sanyRep.id);
    expect((await inquiry(c.loader.id)).assigneeId).toBe(xcmgRep.id);
    expect((await inquiry(c.crane.id)).assigneeId).toBe(fallback.id);

    const list = async (items: number[], over: Record<string, unknown> = {}) => {
      const res = await postQuoteList(
        ctx,
        quoteList(
          items.map((variant_id) => ({ variant_id, quantity: 1 })),
          over,
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
      return (await lead(res.json().data.id)).assigneeId;
    };
    // A crane and an excavator: the SANY rule matches on the list's second machine.
    expect(await list([c.crane.id, c.excavator.id])).toBe(sanyRep.id);
    expect(await list([c.crane.id])).toBe(cebuRep.id);
    expect(await list([c.excavator.id], { buyer_type: 'government' })).toBe(govRep.id);
  });

  it('a kind of machine across brands: by the category’s name, for machines named by id or only in words', async () => {
    await createAdmin(ctx.db);
    const [plantsRep, norvaneRep, fallback] = [
      await rep('Plants Rep'),
      await rep('Norvane Rep'),
      await rep('Fallback'),
    ];
    await setFallback(fallback.id);
    const machine = (brandId: number, category: string, name: string) =>
      machineOf(ctx.db, brandId, category, name);
    const norvane = await createBrand(ctx.db, { name: 'Norvane' });
    const kessler = await createBrand(ctx.db, { name: 'Kessler' });
    const norvanePlant = await machine(norvane.id, 'Batching Plants', 'HZS60 Concrete Plant');
    const kesslerPlant = await machine(kessler.id, 'Batching Plants', 'KBP90 Concrete Plant');
    const norvaneLoader = await machine(norvane.id, 'Wheel Loaders', 'NL50 Loader');
    // Any case: the editor offers the names as the catalogue writes them.
    await rule('Batching plants, any brand', { category_name: 'batching plants' }, [plantsRep.id]);
    await rule('Norvane', { brand_id: norvane.id }, [norvaneRep.id]);

    const inquiry = (variantId: number) =>
      posted('inquiry', { product: 'A machine', variant_id: variantId, source: 'product-detail' });
    expect((await inquiry(norvanePlant.id)).assigneeId).toBe(plantsRep.id);
    expect((await inquiry(kesslerPlant.id)).assigneeId).toBe(plantsRep.id);
    expect((await inquiry(norvaneLoader.id)).assigneeId).toBe(norvaneRep.id);

    // The header's quote modal names the machine only in words, with a size the search reads.
    const typed = async (product: string) => (await posted('quote-simple', { product })).assigneeId;
    expect(await typed('Batching plant 60 m3/h')).toBe(plantsRep.id);
    expect(await typed('concrete plant')).toBe(plantsRep.id);
    // A model names its brand; words that find several brands' machines name none of them.
    expect(await typed('NL50')).toBe(norvaneRep.id);
    expect(await typed('Tower crane 8 t')).toBe(fallback.id);
    expect(await typed('')).toBe(fallback.id);
  });

  it('a lead closed as spam on arrival is neither assigned nor timed', async () => {
    await createAdmin(ctx.db);
    const row = await posted('general', { website: 'http://spam.example' });
    expect(row).toMatchObject({ status: 'closed', closeReason: 'spam', assigneeId: null, dueAt: null });
  });
});

describe('the response clock at creation', () => {
  it('sets due_at to the kind’s target in business hours from arrival, and the reminder at half of it', async () => {
    await createAdmin(ctx.db);
    for (const [kind, target] of [
      ['general', 540],
      ['support', 240],
    ] as const) {
      const row = await posted(kind);
      const calendar = await loadCalendar(ctx.db, row.createdAt);
      expect(row.dueAt).toEqual(addBusinessMinutes(row.createdAt, target, calendar));
      expect(row.remindAt).toEqual(addBusinessMinutes(row.createdAt, target / 2, calendar));
      expect(row.dueAt!.getTime()).toBeGreaterThan(row.createdAt.getTime());
      expect(row.remindAt!.getTime()).toBeLessThan(row.dueAt!.getTime());
    }
  });

  it('holidays stop the clock all day: with the next two weeks closed, nothing is due before they end', async () => {
    await createAdmin(ctx.db);
    const today = Date.now();
    const days = Array.from({ length: 15 }, (_, i) => businessDate(new Date(today + i * 24 * 3600_000)));
    await ctx.db.insert(holidays).values(days.map((date) => ({ date, name: 'Closed', source: 'admin' })));
    const row = await posted('support');
    expect(businessDate(row.dueAt!) > days.at(-1)!).toBe(true);
    expect(businessDate(row.remindAt!) > days.at(-1)!).toBe(true);
  });

  it('the list and the detail show due_at, first_response_at and overdue', async () => {
    const admin = await createAdmin(ctx.db);
    const row = await posted('general');
    const list = (await call(ctx.app, { url: '/api/admin/leads', token: admin.token })).json();
    expect(list.data[0]).toMatchObject({
      id: row.id,
      due_at: row.dueAt!.toISOString(),
      first_response_at: null,
      overdue: false,
      assignee: { id: admin.user.id },
    });
    await ctx.db
      .update(leads)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(leads.id, row.id));
    const detail = (await call(ctx.app, { url: `/api/admin/leads/${row.id}`, token: admin.token })).json();
    expect(detail).toMatchObject({ overdue: true, first_response_at: null });
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('round robin under concurrency (PostgreSQL)', () => {
  it('leads arriving at once take turns: nobody gets two before everyone has one', async () => {
    await createAdmin(ctx.db);
    const people = [await rep('One'), await rep('Two'), await rep('Three')];
    await setFallback(people[0].id);
    await rule(
      'All',
      {},
      people.map((p) => p.id),
    );
    const ids = await Promise.all(Array.from({ length: 6 }, () => post('general').then((r) => r.json().id)));
    const rows = await ctx.db.select({ a: leads.assigneeId }).from(leads);
    expect(ids).toHaveLength(6);
    const counts = people.map((p) => rows.filter((r) => r.a === p.id).length);
    expect(counts).toEqual([2, 2, 2]);
  });
});
