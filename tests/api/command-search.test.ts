import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommandSearchResult } from '#common/schemas/command-search';
import { personalDataAccess, quotations } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import {
  createAdmin,
  createBrand,
  createCategory,
  createLead,
  createNews,
  createProduct,
  createUser,
  createVariant,
} from '../support/factories';

// Cmd+K (docs/product.md §26, decision 068): every kind of record by name, each within what the
// role may read as the lists do; e-mail, phone and TIN searches recorded in the access log.
const ctx = setupApi();

const search = async (token: string, q: string, extra = '') => {
  const res = await call(ctx.app, { url: `/api/admin/search?q=${encodeURIComponent(q)}${extra}`, token });
  return res;
};
const found = async (token: string, q: string) => {
  const res = await search(token, q);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: CommandSearchResult[] }).data;
};
const typesOf = (rows: CommandSearchResult[]) => rows.map((r) => `${r.type}:${r.title}`);
const staff = (role: 'manager' | 'sales' | 'editor' | 'viewer') => createUser(ctx.db, { role });

async function catalogue() {
  const brand = await createBrand(ctx.db, { name: 'Quorvex Brand' });
  const category = await createCategory(ctx.db, { name: 'Quorvex Loaders', brandId: brand.id });
  const product = await createProduct(ctx.db, {
    name: 'Quorvex Product',
    brandId: brand.id,
    categoryId: category.id,
  });
  const variant = await createVariant(ctx.db, { name: 'Quorvex QX-50', productId: product.id });
  const article = await createNews(ctx.db, { title: 'Quorvex arrives in Cebu' });
  return { brand, category, product, variant, article };
}

/** The catalogue, with more variants of its product named as given, made in that order. */
async function catalogueWithVariants(...names: string[]) {
  const c = await catalogue();
  for (const name of names) await createVariant(ctx.db, { name, productId: c.product.id });
  return c;
}

async function quotation(leadId: number, sequence: number) {
  const [row] = await ctx.db
    .insert(quotations)
    .values({
      leadId,
      year: 2026,
      sequence,
      status: 'sent',
      currency: 'PHP',
      vatMode: 'none',
      subtotalCents: 100,
      discountCents: 0,
      vatCents: 0,
      totalCents: 100,
      validUntil: '2099-12-31',
      paymentTerms: 'Cash',
      signatoryName: 'Staff',
      signatoryEmail: 'staff@example.test',
    })
    .returning();
  return row;
}

const accessRows = () => ctx.db.select().from(personalDataAccess);

describe('what an admin finds', () => {
  it('finds each kind of record by name, with its back-office address', async () => {
    const { variant, product } = await catalogue();
    const admin = await createAdmin(ctx.db);
    await createUser(ctx.db, { name: 'Quorvex Person', role: 'editor' });
    const lead = await createLead(ctx.db, { name: 'Quorvex Buyer' });
    const rows = await found(admin.token, 'quorvex');
    expect(typesOf(rows)).toEqual([
      'variant:Quorvex QX-50',
      'product:Quorvex Product',
      'category:Quorvex Loaders',
      'brand:Quorvex Brand',
      'news:Quorvex arrives in Cebu',
      'lead:Quorvex Buyer',
      'user:Quorvex Person',
    ]);
    expect(rows[0]).toEqual({
      type: 'variant',
      id: variant.id,
      title: 'Quorvex QX-50',
      subtitle: 'Quorvex Product',
      url: `/admin/variants?edit=${variant.id}`,
    });
    expect(rows[1]).toMatchObject({ id: product.id, url: `/admin/products?edit=${product.id}` });
    // A lead shows its reference and name only: no address, phone or message.
    expect(rows.find((r) => r.type === 'lead')).toEqual({
      type: 'lead',
      id: lead.id,
      title: 'Quorvex Buyer',
      subtitle: `#${lead.id}`,
      url: `/admin/inquiries/${lead.id}`,
    });
  });

  it('finds a lead by reference, e-mail, phone and TIN, and a quotation by number', async () => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, {
      kind: 'quote-list',
      name: 'Reyes Builders',
      email: 'Ana.Reyes@Example.ph',
      phone: '09171234567',
      tin: '123456789',
    });
    const q = await quotation(lead.id, 4321);
    const ids = async (term: string) => (await found(admin.token, term)).map((r) => `${r.type}:${r.id}`);
    const ref = `QL-${String(lead.id).padStart(6, '0')}`;
    expect(await ids(ref)).toEqual([`lead:${lead.id}`]);
    expect((await found(admin.token, ref))[0].subtitle).toBe(ref);
    expect(await ids('ana.reyes@example.ph')).toEqual([`lead:${lead.id}`]);
    expect(await ids('+63 917 123 4567')).toEqual([`lead:${lead.id}`]);
    expect(await ids('123456789')).toEqual([`lead:${lead.id}`]);
    expect(await found(admin.token, 'Q-2026-4321')).toEqual([
      {
        type: 'quotation',
        id: q.id,
        title: 'Q-2026-4321',
        subtitle: 'Quotation · sent',
        url: `/admin/inquiries/${lead.id}`,
      },
    ]);
  });

  it('puts names starting with the term first and keeps to the limit per kind', async () => {
    const admin = await createAdmin(ctx.db);
    await catalogueWithVariants('Big Zentrix', 'Zentrix 9000 long name', 'Zentrix 1');
    const rows = await found(admin.token, 'zentrix');
    expect(rows.map((r) => r.title)).toEqual(['Zentrix 1', 'Zentrix 9000 long name', 'Big Zentrix']);
    const limited = (await search(admin.token, 'zentrix', '&limit=1')).json().data;
    expect(limited.map((r: CommandSearchResult) => r.title)).toEqual(['Zentrix 1']);
  });
});

describe('what each role finds', () => {
  async function leadsOfTwoReps() {
    const rep = await staff('sales');
    const other = await staff('sales');
    const mine = await createLead(ctx.db, { name: 'Vantrel Mine', assigneeId: rep.user.id });
    const theirs = await createLead(ctx.db, { name: 'Vantrel Theirs', assigneeId: other.user.id });
    await createLead(ctx.db, { name: 'Vantrel Free' });
    await quotation(mine.id, 7001);
    await quotation(theirs.id, 7002);
    return { rep };
  }

  it('a sales rep finds only their own leads and quotations, and no user', async () => {
    const { rep } = await leadsOfTwoReps();
    await createUser(ctx.db, { name: 'Vantrel Staff', role: 'editor' });
    expect(typesOf(await found(rep.token, 'vantrel'))).toEqual(['lead:Vantrel Mine']);
    expect(typesOf(await found(rep.token, 'Q-2026'))).toEqual(['quotation:Q-2026-7001']);
    expect(await found(rep.token, 'Q-2026-7002')).toEqual([]);
  });

  it('a manager finds every lead, quotation and user', async () => {
    await leadsOfTwoReps();
    await createUser(ctx.db, { name: 'Vantrel Staff', role: 'editor' });
    const manager = await staff('manager');
    expect(typesOf(await found(manager.token, 'vantrel')).sort()).toEqual([
      'lead:Vantrel Free',
      'lead:Vantrel Mine',
      'lead:Vantrel Theirs',
      'user:Vantrel Staff',
    ]);
    expect(typesOf(await found(manager.token, 'Q-2026-70'))).toEqual([]);
    expect(typesOf(await found(manager.token, 'Q-2026')).sort()).toEqual([
      'quotation:Q-2026-7001',
      'quotation:Q-2026-7002',
    ]);
  });

  it('an editor and a viewer find the catalogue but no lead, quotation or user', async () => {
    await leadsOfTwoReps();
    await catalogue();
    await createUser(ctx.db, { name: 'Vantrel Staff', role: 'editor' });
    for (const role of ['editor', 'viewer'] as const) {
      const { token } = await staff(role);
      expect(await found(token, 'vantrel')).toEqual([]);
      expect(await found(token, 'Q-2026')).toEqual([]);
      expect((await found(token, 'quorvex')).map((r) => r.type)).toEqual([
        'variant',
        'product',
        'category',
        'brand',
        'news',
      ]);
    }
  });

  it('a site account and a stranger may not search', async () => {
    const user = await createUser(ctx.db);
    expect((await search(user.token, 'a')).statusCode).toBe(403);
    expect((await call(ctx.app, { url: '/api/admin/search?q=a' })).statusCode).toBe(401);
  });
});

describe('the access log', () => {
  it('records a search by e-mail, phone or TIN, and not one by name or reference', async () => {
    const manager = await staff('manager');
    await createLead(ctx.db, { name: 'Lorna Cruz', email: 'lorna@example.ph', phone: '09181234567' });
    await found(manager.token, 'Lorna');
    await found(manager.token, '#1');
    expect(await accessRows()).toEqual([]);
    await found(manager.token, 'Lorna@Example.ph');
    await found(manager.token, '0918 123');
    await found(manager.token, '987654321');
    const rows = await accessRows();
    expect(rows.map((r) => [r.userId, r.action, r.subject, r.leadId])).toEqual([
      [manager.user.id, 'privacy_search', 'lorna@example.ph', null],
      [manager.user.id, 'privacy_search', '0918123', null],
      [manager.user.id, 'privacy_search', '987654321', null],
    ]);
  });

  it('records nothing for a role that finds no lead', async () => {
    const editor = await staff('editor');
    await found(editor.token, 'lorna@example.ph');
    expect(await accessRows()).toEqual([]);
  });
});

describe('hostile terms', () => {
  it('an empty or blank term finds nothing; a missing one too', async () => {
    const admin = await createAdmin(ctx.db);
    expect(await found(admin.token, '')).toEqual([]);
    expect(await found(admin.token, ' \r\n ')).toEqual([]);
    const res = await call(ctx.app, { url: '/api/admin/search', token: admin.token });
    expect(res.json()).toEqual({ data: [] });
  });

  it('refuses a term of 500 characters and a bad limit with 422', async () => {
    const admin = await createAdmin(ctx.db);
    const long = await search(admin.token, 'a'.repeat(500));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.q).toEqual(['The search may not be longer than 200 characters.']);
    for (const limit of ['0', '21', 'x', '1.5']) {
      const res = await search(admin.token, 'a', `&limit=${limit}`);
      expect([limit, res.statusCode]).toEqual([limit, 422]);
    }
  });

  it('takes markup, line breaks and wildcards literally', async () => {
    const admin = await createAdmin(ctx.db);
    const { product } = await catalogueWithVariants(
      'Krelm 100% <b>bold</b>',
      'Krelm 100 x',
      'Krelm_a',
      'Krelmba',
    );
    const titles = async (q: string) => (await found(admin.token, q)).map((r) => r.title);
    expect(await titles('100%')).toEqual(['Krelm 100% <b>bold</b>']);
    expect(await titles('<b>bold')).toEqual(['Krelm 100% <b>bold</b>']);
    expect(await titles('krelm_')).toEqual(['Krelm_a']);
    expect(await titles('%')).toEqual(['Krelm 100% <b>bold</b>']);
    // Letters beyond ASCII are compared as typed, in any case.
    await createVariant(ctx.db, { name: 'Krelm Grúa Élite', productId: product.id });
    expect(await titles('GRÚA é')).toEqual(['Krelm Grúa Élite']);
    // A line break counts as a space.
    expect(await titles('Krelm\r\n100 x')).toEqual(['Krelm 100 x']);
  });

  it('is never a 500 for odd input', async () => {
    const admin = await createAdmin(ctx.db);
    for (const q of ['\\', "'; drop table leads; --", '@', '#', 'Q-', '+', '\u0000', '%_%', '#99999999999']) {
      const res = await search(admin.token, q);
      expect([q, res.statusCode]).toEqual([q, 200]);
    }
    const [row] = await ctx.db.select().from(personalDataAccess).where(eq(personalDataAccess.subject, '@'));
    expect(row?.action).toBe('privacy_search');
  });
});
