import { describe, expect, it } from 'vitest';
import { setSettingValues } from '../../server/services/settings';
import { call } from '../support/api';
import {
  createBrand,
  createCategory,
  createLead,
  createNews,
  createProduct,
  createUser,
  createVariant,
} from '../support/factories';
import { setupAdminApi } from './support/admin-api';
import { auditMark, auditSince } from './support/audit';
import { branchBody, insertBranch } from './support/branches';
import { quotationInput } from './support/quotation-staff';

// Every back-office write route, read from the OpenAPI document (as the role matrix is), is either
// exercised here — its answer is 2xx and the trail gains one entry per record it changed, all in
// one change set, with the changed fields before and after — or says why it writes no entry.
// A new write route fails this test until it is placed (docs/product.md §26).
const { ctx, send, token } = setupAdminApi();

type Fixture = Record<string, number>;
interface Expected {
  entity: string;
  entity_id: string;
  action: string;
  changes: Record<string, unknown>;
}
interface Case {
  setup?: () => Promise<Fixture>;
  request: (f: Fixture) => { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  entries: (f: Fixture) => Expected[];
}

const change = (from: unknown, to: unknown) => ({ from, to });
const created = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, change(null, v)]));
/** An update's one entry: the fields it changed. */
const updated = (entity: string, id: number, changes: Record<string, unknown>): Expected[] => [
  { entity, entity_id: `${id}`, action: 'update', changes },
];
/** A lead-desk create's one entry: the new `kind:id` and its fields from null. */
const deskCreated = (kind: string, values: Record<string, unknown>): Expected[] => [
  {
    entity: 'lead_desk',
    entity_id: expect.stringMatching(new RegExp(`^${kind}:\\d+$`)),
    action: 'create',
    changes: created(values),
  },
];
/** A delete's one entry: each of these fields from its value to null. */
const deleted = (entity: string, id: number, values: Record<string, unknown>): Expected[] => [
  {
    entity,
    entity_id: `${id}`,
    action: 'delete',
    changes: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, change(v, null)])),
  },
];
const staff = async (role: 'editor' | 'sales' = 'editor') =>
  (await createUser(ctx.db, { role, name: 'Eve Staff', email: 'eve@ironsite.test' })).row.id;
const quotationOf = async () => {
  await setSettingValues(ctx.db, { currency: 'PHP', vat_mode: 'exclusive' });
  const lead = await createLead(ctx.db, { kind: 'quote' });
  const res = await call(ctx.app, {
    method: 'POST',
    url: `/api/admin/leads/${lead.id}/quotations`,
    token: token(),
    payload: quotationInput(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { lead: lead.id, id: res.json().data.id };
};

const CASES: Record<string, Case> = {
  'POST /api/admin/brands': {
    request: () => ({ method: 'POST', url: '/api/admin/brands', payload: { name: 'Liugong' } }),
    entries: () => [
      {
        entity: 'brand',
        entity_id: expect.any(String),
        action: 'create',
        changes: created({ name: 'Liugong', is_active: true }),
      },
    ],
  },
  'PUT /api/admin/brands/{id}': {
    setup: async () => ({ id: (await createBrand(ctx.db, { name: 'Volvo' })).id }),
    request: (f) => ({ method: 'PUT', url: `/api/admin/brands/${f.id}`, payload: { is_active: false } }),
    entries: (f) => updated('brand', f.id, { is_active: change(true, false) }),
  },
  'DELETE /api/admin/brands/{id}': {
    setup: async () => ({ id: (await createBrand(ctx.db, { name: 'Volvo' })).id }),
    request: (f) => ({ method: 'DELETE', url: `/api/admin/brands/${f.id}` }),
    entries: (f) => deleted('brand', f.id, { name: 'Volvo' }),
  },
  'POST /api/admin/categories': {
    setup: async () => ({ brand: (await createBrand(ctx.db)).id }),
    request: (f) => ({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'Loaders', brand_id: f.brand },
    }),
    entries: (f) => [
      {
        entity: 'category',
        entity_id: expect.any(String),
        action: 'create',
        changes: created({ name: 'Loaders', brand_id: f.brand, is_active: true }),
      },
    ],
  },
  'PUT /api/admin/categories/{id}': {
    setup: async () => ({ id: (await createCategory(ctx.db, { name: 'Loaders' })).id }),
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/categories/${f.id}`,
      payload: { name: 'Wheel Loaders' },
    }),
    entries: (f) => updated('category', f.id, { name: change('Loaders', 'Wheel Loaders') }),
  },
  'DELETE /api/admin/categories/{id}': {
    setup: async () => ({ id: (await createCategory(ctx.db, { name: 'Loaders' })).id }),
    request: (f) => ({ method: 'DELETE', url: `/api/admin/categories/${f.id}` }),
    entries: (f) => deleted('category', f.id, { name: 'Loaders' }),
  },
  'POST /api/admin/products': {
    setup: async () => {
      const c = await createCategory(ctx.db);
      return { brand: c.brandId, category: c.id };
    },
    request: (f) => ({
      method: 'POST',
      url: '/api/admin/products',
      payload: { name: 'L120H', brand_id: f.brand, category_id: f.category },
    }),
    entries: (f) => [
      {
        entity: 'product',
        entity_id: expect.any(String),
        action: 'create',
        changes: created({ name: 'L120H', brand_id: f.brand, category_id: f.category }),
      },
    ],
  },
  'PUT /api/admin/products/{id}': {
    setup: async () => ({ id: (await createProduct(ctx.db, { name: 'L120H' })).id }),
    request: (f) => ({
      method: 'PUT',
      url: `/api/admin/products/${f.id}`,
      payload: { features: ['Quiet cab', 'Low fuel use'] },
    }),
    entries: (f) => updated('product', f.id, { features: change([], ['Quiet cab', 'Low fuel use']) }),
  },
  'DELETE /api/admin/products/{id}': {
    setup: async () => ({ id: (await createProduct(ctx.db, { name: 'L120H' })).id }),
    request: (f) => ({ method: 'DELETE', url: `/api/admin/products/${f.id}` }),
    entries: (f) => deleted('product', f.id, { name: 'L120H' }),
  },
  'PUT /api/admin/variants/{id}': {
    setup: async () => ({ id: (await createVariant(ctx.db, { name: 'L120H Std', price: 100_000 })).id }),
    request: (f) => ({ method: 'PUT', url: `/api/admin/variants/${f.id}`, payload: { price: 125_000 } }),
    entries: (f) => updated('variant', f.id, { price: change(100_000, 125_000) }),
  },
  'DELETE /api/admin/variants/{id}': {
    setup: async () => ({ id: (await createVariant(ctx.db, { name: 'L120H Std' })).id }),
    request: (f) => ({ method: 'DELETE', url: `/api/admin/variants/${f.id}` }),
    entries: (f) => deleted('variant', f.id, { name: 'L120H Std' }),
  },
  'POST /api/public/news': {
    request: () => ({
      method: 'POST',
      url: '/api/public/news',
      payload: {
        title: 'New loaders',
        author: 'Maria Santos',
        excerpt: 'A new line of loaders arrives in Manila with better fuel economy.',
        content: '<p>Hello</p>',
        category: 'Equipment',
      },
    }),
    entries: () => [
      {
        entity: 'news',
        entity_id: expect.any(String),
        action: 'create',
        changes: expect.objectContaining({
          title: change(null, 'New loaders'),
          published: change(null, true),
        }),
      },
    ],
  },
  'PUT /api/public/news/{id}': {
    setup: async () => ({ id: (await createNews(ctx.db, { published: true })).id }),
    request: (f) => ({ method: 'PUT', url: `/api/public/news/${f.id}`, payload: { published: false } }),
    entries: (f) => [
      {
        entity: 'news',
        entity_id: `${f.id}`,
        action: 'update',
        // The spec's flag and the publication status it stands for (docs/product.md §29).
        changes: { published: change(true, false), status: change('published', 'draft') },
      },
    ],
  },
  'DELETE /api/public/news/{id}': {
    setup: async () => ({ id: (await createNews(ctx.db, { title: 'Old news' })).id }),
    request: (f) => ({ method: 'DELETE', url: `/api/public/news/${f.id}` }),
    entries: (f) => deleted('news', f.id, { title: 'Old news' }),
  },
  'PUT /api/admin/hero-settings': {
    setup: async () => {
      const p = await createProduct(ctx.db);
      return { a: (await createVariant(ctx.db, { productId: p.id })).id };
    },
    request: (f) => ({
      method: 'PUT',
      url: '/api/admin/hero-settings',
      payload: { featured_product_ids: [f.a] },
    }),
    entries: (f) => [
      {
        entity: 'hero',
        entity_id: 'featured',
        action: 'update',
        changes: { 'position.1': change(null, f.a) },
      },
    ],
  },
  'PUT /api/admin/settings': {
    request: () => ({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { settings: { site_name: 'Heavy Iron' } },
    }),
    entries: () => [
      {
        entity: 'setting',
        entity_id: 'site_name',
        action: expect.stringMatching(/^(create|update)$/),
        changes: { value: expect.objectContaining({ to: 'Heavy Iron' }) },
      },
    ],
  },
  'POST /api/admin/holidays': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/holidays',
      payload: { date: '2031-03-03', name: 'Founders day' },
    }),
    entries: () => deskCreated('holiday', { date: '2031-03-03', name: 'Founders day', source: 'admin' }),
  },
  'POST /api/admin/reply-templates': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/reply-templates',
      payload: { name: 'Thanks', subject: 'Thank you', body: 'Dear {name}' },
    }),
    entries: () => deskCreated('template', { name: 'Thanks', subject: 'Thank you', body: 'Dear {name}' }),
  },
  'PUT /api/admin/lead-rules': {
    setup: async () => ({ rep: await staff('sales') }),
    request: (f) => ({
      method: 'PUT',
      url: '/api/admin/lead-rules',
      payload: {
        rules: [{ name: 'Quotes', match: { kind: 'quote' }, assignees: [f.rep] }],
        fallback_user_id: f.rep,
      },
    }),
    entries: (f) => [
      expect.objectContaining({
        entity: 'lead_desk',
        entity_id: 'desk',
        changes: expect.objectContaining({ fallback_user_id: change(null, f.rep) }),
      }),
      {
        entity: 'lead_desk',
        entity_id: expect.stringMatching(/^rule:\d+$/),
        action: 'create',
        changes: {
          ...created({ name: 'Quotes', match: { kind: 'quote' }, position: 0 }),
          [`assignees.${f.rep}`]: change(null, 0),
        },
      },
    ],
  },
  'POST /api/admin/users': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        name: 'Sam Sales',
        email: 'sam@ironsite.test',
        role: 'sales',
        password: 'Str0ng-Passw0rd!x',
      },
    }),
    entries: () => [
      {
        entity: 'user',
        entity_id: expect.any(String),
        action: 'create',
        changes: expect.objectContaining({
          ...created({ name: 'Sam Sales', email: 'sam@ironsite.test', role: 'sales' }),
          password_hash: { redacted: true },
        }),
      },
    ],
  },
  'PATCH /api/admin/users/{id}': {
    setup: async () => ({ id: await staff() }),
    request: (f) => ({ method: 'PATCH', url: `/api/admin/users/${f.id}`, payload: { role: 'viewer' } }),
    entries: (f) => updated('user', f.id, { role: change('editor', 'viewer') }),
  },
  'DELETE /api/admin/users/{id}': {
    setup: async () => ({ id: await staff() }),
    request: (f) => ({ method: 'DELETE', url: `/api/admin/users/${f.id}` }),
    entries: (f) => deleted('user', f.id, { name: 'Eve Staff', email: 'eve@ironsite.test' }),
  },
  'POST /api/admin/users/{id}/password': {
    setup: async () => ({ id: await staff() }),
    request: (f) => ({
      method: 'POST',
      url: `/api/admin/users/${f.id}/password`,
      payload: { password: 'An0ther-Str0ng-Pass!' },
    }),
    entries: (f) =>
      updated('user', f.id, {
        password_hash: { redacted: true },
        password_change_required: change(false, true),
      }),
  },
  'POST /api/admin/leads/{id}/quotations': {
    setup: async () => {
      await setSettingValues(ctx.db, { currency: 'PHP', vat_mode: 'exclusive' });
      return { lead: (await createLead(ctx.db, { kind: 'quote' })).id };
    },
    request: (f) => ({
      method: 'POST',
      url: `/api/admin/leads/${f.lead}/quotations`,
      payload: quotationInput(),
    }),
    entries: (f) => [
      {
        entity: 'quotation',
        entity_id: expect.any(String),
        action: 'create',
        changes: expect.objectContaining({
          lead_id: change(null, f.lead),
          status: change(null, 'draft'),
          'lines.1': change(
            null,
            expect.objectContaining({ description: 'ZL50G Wheel Loader', quantity: 2 }),
          ),
        }),
      },
    ],
  },
  'PATCH /api/admin/quotations/{id}': {
    setup: quotationOf,
    request: (f) => ({
      method: 'PATCH',
      url: `/api/admin/quotations/${f.id}`,
      payload: quotationInput({ notes: 'Delivery to Cebu' }),
    }),
    // The lines are written again as they were: no change, so not in the diff.
    entries: (f) => updated('quotation', f.id, { notes: change(null, 'Delivery to Cebu') }),
  },
  // Who works at a branch is its field "staff.<user id>" (migration 0025).
  'POST /api/admin/branches': {
    setup: async () => ({ rep: await staff('sales') }),
    request: (f) => ({
      method: 'POST',
      url: '/api/admin/branches',
      payload: branchBody({ staff_ids: [f.rep] }),
    }),
    entries: (f) => [
      {
        entity: 'branch',
        entity_id: expect.any(String),
        action: 'create',
        changes: {
          ...created({
            name: 'Cebu',
            slug: 'cebu',
            address: 'Lot 12, M. C. Briones Street, Brgy. Tipolo',
            region_code: '0700000000',
            province_code: '0702200000',
            city_code: '0731300000',
            phones: ['09175550231'],
            email: 'cebu@ironsite.test',
            services: ['sales', 'parts'],
            serves_provinces: ['0702200000', '0701200000'],
            latitude: 10.3366,
            longitude: 123.9311,
          }),
          [`staff.${f.rep}`]: change(null, {}),
        },
      },
    ],
  },
  'PUT /api/admin/branches/{id}': {
    setup: async () => ({ id: (await insertBranch(ctx.db, { name: 'Davao', slug: 'davao' })).id }),
    request: (f) => ({ method: 'PUT', url: `/api/admin/branches/${f.id}`, payload: { name: 'Davao City' } }),
    entries: (f) =>
      updated('branch', f.id, { name: change('Davao', 'Davao City'), slug: change('davao', 'davao-city') }),
  },
  'DELETE /api/admin/branches/{id}': {
    setup: async () => ({ id: (await insertBranch(ctx.db, { name: 'Davao' })).id }),
    request: (f) => ({ method: 'DELETE', url: `/api/admin/branches/${f.id}` }),
    entries: (f) => deleted('branch', f.id, { name: 'Davao' }),
  },
};

/** Write routes that change no audited record, and why. */
const NO_ENTRY: Record<string, string> = {
  'POST /api/admin/parameters/parse': 'a preview of how a value reads: writes nothing',
  'POST /api/admin/uploads': 'stores a file; the record that uses it is audited when saved',
  'PATCH /api/admin/leads/{id}': "a lead's history is lead_events (docs/product.md §23)",
  'POST /api/admin/leads/{id}/assign': "a lead's history is lead_events",
  'POST /api/admin/leads/{id}/reply': "a lead's history is lead_events",
  'POST /api/admin/leads/{id}/contact-log': "a lead's history is lead_events",
  'POST /api/admin/privacy/search': 'a read; recorded in the access record and privacy_audit',
  'POST /api/admin/privacy/export': 'a read; recorded in the access record and privacy_audit',
  'POST /api/admin/quotations/{id}/link': 'copies the buyer link: the quotation itself is unchanged',
  'POST /api/admin/audit/{id}/revert': 'its own entry, tested in audit-revert.test.ts',
  'DELETE /api/admin/trash/{id}': "removes the trash's copy; the record's delete entry was written then",
  'POST /api/admin/catalog/imports/{id}/cancel':
    'stops a job: an import that stops writes nothing (catalog-import-jobs.test.ts)',
  'POST /api/admin/search-synonyms': 'search synonyms are not audited yet',
  'PUT /api/admin/search-synonyms/{id}': 'search synonyms are not audited yet',
  'DELETE /api/admin/search-synonyms/{id}': 'search synonyms are not audited yet',
};

/** Write routes whose tables are audited by the same triggers but which this table does not call. */
const AUDITED_ELSEWHERE: Record<string, string> = {
  'POST /api/admin/variants': 'variants_audit (create as for the other catalogue records)',
  'POST /api/admin/variants/{id}/clone': 'variants_audit: a create of the copy',
  'PUT /api/admin/variants/{id}/availability':
    'variant_availability_audit: a field availability.<branch> of the variant (availability.test.ts)',
  'PUT /api/admin/branches/{id}/stock': 'variant_availability_audit, as above',
  'POST /api/admin/catalog/import':
    "the catalogue's triggers, one change set per applied import (catalog-import.test.ts)",
  'POST /api/admin/catalog/imports/{id}/undo':
    "the import's change set reverted by the triggers, as reverts and deletes (catalog-import-jobs.test.ts)",
  'PUT /api/admin/products/{id}/spec-grid': "variants_audit: each variant's technical_parameters",
  'POST /api/admin/parameters': 'parameters_audit',
  'PUT /api/admin/parameters/{id}': 'parameters_audit; revert tested through the dictionary service',
  'DELETE /api/admin/parameters/{id}': 'parameters_audit',
  'POST /api/admin/parameters/{id}/merge': 'parameters_audit and variants_audit',
  'PATCH /api/admin/holidays/{id}': 'holidays_audit',
  'DELETE /api/admin/holidays/{id}': 'holidays_audit',
  'PUT /api/admin/business-hours': 'lead_desk_audit',
  'PUT /api/admin/response-targets': 'lead_desk_audit',
  'PUT /api/admin/reply-templates/{id}': 'reply_templates_audit',
  'DELETE /api/admin/reply-templates/{id}': 'reply_templates_audit',
  'POST /api/admin/users/{id}/reset-two-factor': 'users_audit: totp_secret as redacted',
  'POST /api/admin/quotations/{id}/revise': 'quotations_audit: a create of the revision',
  'POST /api/admin/quotations/{id}/send': 'quotations_audit: status and sent_at (sending needs SMTP)',
  'POST /api/admin/trash/{id}/restore': "the record's table, as a restore: tested in trash.test.ts",
  'POST /api/admin/privacy/erase': "quotations_audit (a lead's quotations deleted); leads keep privacy_audit",
  'POST /api/admin/brands/bulk':
    'brands_audit, one change set of `bulk` entries: tested in bulk-actions.test.ts',
  'POST /api/admin/categories/bulk': 'categories_audit: tested in bulk-actions.test.ts',
  'POST /api/admin/products/bulk': 'products_audit: tested in bulk-actions.test.ts',
  'POST /api/admin/variants/bulk': 'variants_audit: tested in bulk-actions.test.ts',
  'POST /api/admin/news/bulk': 'news_audit: tested in bulk-actions.test.ts',
  'POST /api/admin/audit/change-sets/{id}/revert':
    "each record's table, as reverts and restores: tested in bulk-revert.test.ts",
};

function writeRoutes(): string[] {
  const doc = ctx.app.swagger() as unknown as {
    paths: Record<string, Record<string, { 'x-permission'?: string }>>;
  };
  const routes: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method) || !operation['x-permission']) continue;
      routes.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return routes;
}

describe('every back-office write route', () => {
  it('is exercised here or says why it writes no entry', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const placed = new Set([
      ...Object.keys(CASES),
      ...Object.keys(NO_ENTRY),
      ...Object.keys(AUDITED_ELSEWHERE),
    ]);
    expect(routes.filter((r) => !placed.has(r))).toEqual([]);
    expect([...placed].filter((r) => !routes.includes(r))).toEqual([]);
  });

  it.each(Object.keys(CASES))('%s: one entry per record changed, one change set, the diff', async (route) => {
    const c = CASES[route];
    const fixture = (await c.setup?.()) ?? {};
    const { method, url, payload } = c.request(fixture);
    const mark = await auditMark(ctx);
    const res = await send(method as 'POST', url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const entries = await auditSince(ctx, mark);
    expect(
      entries.map((e) => ({ entity: e.entity, entity_id: e.entityId, action: e.action, changes: e.changes })),
    ).toEqual(c.entries(fixture));
    expect(new Set(entries.map((e) => e.changeSetId)).size).toBe(1);
    const admin = entries.map((e) => e.userId);
    expect(admin.every((id) => id !== null && id === admin[0])).toBe(true);
  });
});
