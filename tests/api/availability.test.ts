import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, businessDate } from '#common/business-date';
import { rowsOf } from '../../server/db/rows';
import { variantAvailability } from '../../server/db/schema';
import { call, putSettings } from '../support/api';
import { createUser, createVariant } from '../support/factories';
import { ISO, setupAdminApi } from './support/admin-api';
import { insertBranch } from './support/branches';

// Availability per variant and branch (docs/product.md §28 "Availability", decision 069): the
// round trip through the variant and branch writes, freshness by the Settings limit, the listing's
// filters against a plain SQL count, who may write, and the branch delete's 409.
const { ctx, get, send, token } = setupAdminApi();

const today = () => businessDate(new Date());
const publicVariant = async (id: number) =>
  (await call(ctx.app, { url: `/api/public/variants/${id}` })).json().data;
/** Moves an entry's confirmation `days` into the past, behind the API's back. */
async function age(variantId: number, days: number) {
  await ctx.db.execute(
    sql`update ${variantAvailability} set confirmed_at = now() - ${days} * interval '1 day' where variant_id = ${variantId}`,
  );
  const { readCacheOf } = await import('../../server/caching/registry');
  await readCacheOf(ctx.db)?.invalidate();
}

describe('PUT /api/admin/variants/{id}/availability', () => {
  it('stores entries confirmed now, removes one with none, and the public read carries them', async () => {
    const valenzuela = await insertBranch(ctx.db, { name: 'Valenzuela' });
    const cebu = await insertBranch(ctx.db, { name: 'Cebu' });
    const v = await createVariant(ctx.db);
    const expected = addDays(today(), 90);
    const res = await send('PUT', `/api/admin/variants/${v.id}/availability`, [
      { branch_id: valenzuela.id, status: 'in_stock', quantity: 3 },
      { branch_id: cebu.id, status: 'on_order', expected_at: expected },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        branch: { id: cebu.id, name: 'Cebu', slug: cebu.slug },
        status: 'on_order',
        quantity: null,
        expected_at: expected,
        confirmed_at: ISO,
        fresh: true,
      },
      {
        branch: { id: valenzuela.id, name: 'Valenzuela', slug: valenzuela.slug },
        status: 'in_stock',
        quantity: 3,
        expected_at: null,
        confirmed_at: ISO,
        fresh: true,
      },
    ]);
    const confirmed = new Date(res.json().data[0].confirmed_at).getTime();
    expect(Math.abs(confirmed - Date.now())).toBeLessThan(60_000);

    const pub = await publicVariant(v.id);
    expect(pub.availability).toEqual([
      {
        branch: { id: cebu.id, name: 'Cebu' },
        status: 'on_order',
        quantity: null,
        expected_at: expected,
        confirmed_at: ISO,
        fresh: true,
        fresh_until: ISO,
      },
      expect.objectContaining({
        branch: { id: valenzuela.id, name: 'Valenzuela' },
        status: 'in_stock',
        quantity: 3,
      }),
    ]);
    // 30 days by default.
    const until =
      new Date(pub.availability[0].fresh_until).getTime() -
      new Date(pub.availability[0].confirmed_at).getTime();
    expect(until).toBe(30 * 86_400_000);

    const removed = await send('PUT', `/api/admin/variants/${v.id}/availability`, [
      { branch_id: cebu.id, status: 'none' },
    ]);
    expect(removed.statusCode).toBe(200);
    expect(
      (await publicVariant(v.id)).availability.map((a: { branch: { id: number } }) => a.branch.id),
    ).toEqual([valenzuela.id]);
    // The listing's rows carry it too.
    const listing = (await call(ctx.app, { url: '/api/public/variants' })).json();
    expect(listing.data.find((r: { id: number }) => r.id === v.id).availability).toHaveLength(1);
  });

  it('is audited as the variant’s field availability.<branch id>', async () => {
    const b = await insertBranch(ctx.db, { name: 'Davao' });
    const v = await createVariant(ctx.db);
    await send('PUT', `/api/admin/variants/${v.id}/availability`, [
      { branch_id: b.id, status: 'in_stock', quantity: 2 },
    ]);
    const rows = rowsOf<{
      entity: string;
      entity_id: string;
      changes: Record<string, { from: unknown; to: unknown }>;
    }>(
      await ctx.db.execute(
        sql`select entity, entity_id, changes from audit_entries order by id desc limit 1`,
      ),
    );
    expect(rows[0]).toMatchObject({ entity: 'variant', entity_id: String(v.id) });
    expect(rows[0].changes[`availability.${b.id}`]).toMatchObject({
      from: null,
      to: { status: 'in_stock', quantity: 2, expected_at: null },
    });
  });
});

describe('freshness', () => {
  it('shows an entry past the limit as not fresh, follows the setting, and leaves it out of in_stock', async () => {
    const b = await insertBranch(ctx.db);
    const v = await createVariant(ctx.db);
    await send('PUT', `/api/admin/variants/${v.id}/availability`, [{ branch_id: b.id, status: 'in_stock' }]);
    const inStock = async () =>
      (await call(ctx.app, { url: '/api/public/variants?in_stock=true' }))
        .json()
        .data.map((r: { id: number }) => r.id);
    expect(await inStock()).toEqual([v.id]);

    await age(v.id, 31);
    expect((await publicVariant(v.id)).availability[0]).toMatchObject({ fresh: false, status: 'in_stock' });
    expect(await inStock()).toEqual([]);

    // A longer limit makes it fresh again; a claim within minutes of its end is not fresh (a kept copy
    // could outlive it).
    await putSettings(ctx.app, token(), { availability_fresh_days: 60 });
    expect((await publicVariant(v.id)).availability[0].fresh).toBe(true);
    expect(await inStock()).toEqual([v.id]);
    await ctx.db.execute(
      sql`update ${variantAvailability} set confirmed_at = now() - interval '60 days' + interval '2 minutes'`,
    );
    const { readCacheOf } = await import('../../server/caching/registry');
    await readCacheOf(ctx.db)?.invalidate();
    expect((await publicVariant(v.id)).availability[0].fresh).toBe(false);
    expect(await inStock()).toEqual([]);
  });
});

describe('listing filters', () => {
  it('in_stock and branch agree with a plain SQL count', async () => {
    const a = await insertBranch(ctx.db);
    const b = await insertBranch(ctx.db);
    const vs = await Promise.all([1, 2, 3, 4, 5].map(() => createVariant(ctx.db)));
    const later = addDays(today(), 30);
    await send('PUT', `/api/admin/branches/${a.id}/stock`, [
      { variant_id: vs[0].id, status: 'in_stock', quantity: 1 },
      { variant_id: vs[1].id, status: 'on_order', expected_at: later },
      { variant_id: vs[2].id, status: 'in_stock' },
    ]);
    await send('PUT', `/api/admin/branches/${b.id}/stock`, [
      { variant_id: vs[2].id, status: 'in_stock' },
      { variant_id: vs[3].id, status: 'in_stock' },
    ]);
    await age(vs[3].id, 40); // stale: counts nowhere
    const count = async (where: ReturnType<typeof sql>) =>
      Number(
        rowsOf<{ n: number }>(
          await ctx.db.execute(sql`select count(distinct variant_id)::int as n from variant_availability
            where confirmed_at > now() - interval '30 days' and ${where}`),
        )[0].n,
      );
    const total = async (query: string) =>
      (await call(ctx.app, { url: `/api/public/variants?${query}` })).json().total;
    expect(await total('in_stock=true')).toBe(await count(sql`status = 'in_stock'`));
    expect(await total('in_stock=true')).toBe(2);
    expect(await total(`branch=${a.id}`)).toBe(await count(sql`branch_id = ${a.id}`));
    expect(await total(`branch=${a.id}`)).toBe(3);
    expect(await total(`in_stock=true&branch=${b.id}`)).toBe(
      await count(sql`branch_id = ${b.id} and status = 'in_stock'`),
    );
    expect(await total(`in_stock=true&branch=${b.id}`)).toBe(1);
    expect(await total('in_stock=false')).toBe(5);
    const bad = await call(ctx.app, { url: '/api/public/variants?branch=abc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['branch']);
  });
});

describe('PUT /api/admin/branches/{id}/stock', () => {
  it('writes 10,000 rows in one request and lists them on the branch’s stock page', async () => {
    const b = await insertBranch(ctx.db);
    const v = await createVariant(ctx.db);
    const p = v.productId;
    await ctx.db.execute(sql`insert into variants (product_id, name)
      select ${p}, 'Bulk ' || g from generate_series(1, 9999) g`);
    const ids = rowsOf<{ id: number }>(await ctx.db.execute(sql`select id from variants order by id`)).map(
      (r) => r.id,
    );
    expect(ids).toHaveLength(10_000);
    const res = await send(
      'PUT',
      `/api/admin/branches/${b.id}/stock`,
      ids.map((id, i) => ({ variant_id: id, status: 'in_stock', quantity: i % 7 })),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 10_000 });
    const [{ n }] = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as n from variant_availability where branch_id = ${b.id}`,
      ),
    );
    expect(Number(n)).toBe(10_000);
    const page = (await get(`/api/admin/branches/${b.id}/stock?search=${encodeURIComponent(v.name)}`)).json();
    expect(page.data[0]).toMatchObject({
      variant: { id: v.id },
      status: 'in_stock',
      quantity: 0,
      fresh: true,
    });

    const conflict = await send('DELETE', `/api/admin/branches/${b.id}`);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(
      'This branch still has 10000 availability entries. Move or remove them first.',
    );
  }, 120_000);
});

describe('permissions', () => {
  it('lets admins, managers, sales and editors write stock; viewers read only (403)', async () => {
    const b = await insertBranch(ctx.db);
    const v = await createVariant(ctx.db);
    for (const role of ['admin', 'manager', 'sales', 'editor', 'viewer'] as const) {
      const { token: t } = await createUser(ctx.db, { role });
      const status = async (method: 'GET' | 'PUT', url: string, payload?: object) =>
        (await call(ctx.app, { method, url, token: t, ...(payload ? { payload } : {}) })).statusCode;
      const writes = role === 'viewer' ? 403 : 200;
      expect(await status('GET', `/api/admin/variants/${v.id}/availability`), role).toBe(200);
      const one = [{ branch_id: b.id, status: 'in_stock' }];
      expect(await status('PUT', `/api/admin/variants/${v.id}/availability`, one), role).toBe(writes);
      const bulk = [{ variant_id: v.id, status: 'in_stock' }];
      expect(await status('PUT', `/api/admin/branches/${b.id}/stock`, bulk), role).toBe(writes);
    }
  });
});

describe('bad input', () => {
  const stored = async () =>
    Number(
      rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from variant_availability`))[0]
        .n,
    );

  it('refuses each with the field named (or 404 for an unknown id), storing nothing', async () => {
    const b = await insertBranch(ctx.db);
    const v = await createVariant(ctx.db);
    const yesterday = addDays(today(), -1);
    type Case = [string, string, unknown, number, Record<string, string[]> | null];
    // Rows for this variant's availability, refused with these field messages.
    const onVariant = (rows: object[], errors: Record<string, string[]>): Case => [
      'PUT',
      `/api/admin/variants/${v.id}/availability`,
      rows,
      422,
      errors,
    ];
    const cases: Case[] = [
      onVariant([{ branch_id: 999_999, status: 'in_stock' }], { '0.branch_id': ['Branch not found.'] }),
      [
        'PUT',
        `/api/admin/variants/999999/availability`,
        [{ branch_id: b.id, status: 'in_stock' }],
        404,
        null,
      ],
      ['PUT', `/api/admin/branches/999999/stock`, [{ variant_id: v.id, status: 'in_stock' }], 404, null],
      [
        'PUT',
        `/api/admin/branches/${b.id}/stock`,
        [
          { variant_id: v.id, status: 'in_stock' },
          { variant_id: 999_999, status: 'in_stock' },
        ],
        422,
        {
          '1.variant_id': ['Variant not found.'],
        },
      ],
      onVariant([{ branch_id: b.id, status: 'on_order', expected_at: yesterday }], {
        '0.expected_at': ['The expected date may not be in the past.'],
      }),
      onVariant([{ branch_id: b.id, status: 'on_order' }], {
        '0.expected_at': ['Give the date it is expected.'],
      }),
      onVariant([{ branch_id: b.id, status: 'in_stock', quantity: '3' }], {
        '0.quantity': ['Use a whole number from 0 to 99,999.'],
      }),
      onVariant([{ branch_id: b.id, status: 'in_stock', quantity: -1 }], {
        '0.quantity': ['Use a whole number from 0 to 99,999.'],
      }),
      onVariant([{ branch_id: b.id, status: 'in_stock', quantity: 1.5 }], {
        '0.quantity': ['Use a whole number from 0 to 99,999.'],
      }),
      onVariant([{ branch_id: b.id, status: '<b>in_stock</b>' }], {
        '0.status': ['Choose in stock, on order or not stocked.'],
      }),
      onVariant([{ branch_id: b.id, status: 'on_order', expected_at: `${addDays(today(), 3)}\r\nX` }], {
        '0.expected_at': ['Use a date like 2027-03-01.'],
      }),
      onVariant([{ branch_id: b.id, status: 'on_order', expected_at: '<script>' }], {
        '0.expected_at': ['Use a date like 2027-03-01.'],
      }),
      onVariant(
        [
          { branch_id: b.id, status: 'in_stock' },
          { branch_id: b.id, status: 'none' },
        ],
        { '1.branch_id': ['Each one may appear once.'] },
      ),
    ];
    for (const [method, url, payload, status, errors] of cases) {
      const res = await send(method as 'PUT', url, payload as object);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      if (errors) expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect(await stored()).toBe(0);
  });

  it('refuses 10,001 rows (422) and stores none of them', async () => {
    const b = await insertBranch(ctx.db);
    const v = await createVariant(ctx.db);
    const rows = Array.from({ length: 10_001 }, () => ({ variant_id: v.id, status: 'in_stock' }));
    const res = await send('PUT', `/api/admin/branches/${b.id}/stock`, rows);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: ['Save at most 10,000 rows at once.'] });
    expect(await stored()).toBe(0);
  });
});

describe('the catalogue export', () => {
  it('has one column per branch, "stock: <slug>", with each variant’s entry', async () => {
    const cebu = await insertBranch(ctx.db, { name: 'Cebu', slug: 'cebu' });
    const davao = await insertBranch(ctx.db, { name: 'Davao', slug: 'davao' });
    const v = await createVariant(ctx.db);
    const w = await createVariant(ctx.db, { productId: v.productId });
    const expected = addDays(today(), 60);
    await send('PUT', `/api/admin/variants/${v.id}/availability`, [
      { branch_id: cebu.id, status: 'in_stock', quantity: 3 },
      { branch_id: davao.id, status: 'on_order', expected_at: expected },
    ]);
    await send('PUT', `/api/admin/variants/${w.id}/availability`, [
      { branch_id: cebu.id, status: 'in_stock' },
    ]);
    const csv = await get('/api/admin/catalog/export?format=csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.rawPayload.toString('utf8').slice(1).split('\r\n');
    const header = lines[0].split(',');
    const at = (line: string, name: string) => line.split(',')[header.indexOf(name)];
    expect(header).toContain('stock: cebu');
    expect(header.indexOf('stock: davao')).toBe(header.indexOf('stock: cebu') + 1);
    const row = (id: number) => lines.find((l) => l.startsWith(`${id},`)) ?? '';
    expect(at(row(v.id), 'stock: cebu')).toBe('in_stock 3');
    expect(at(row(v.id), 'stock: davao')).toBe(`on_order ${expected}`);
    expect(at(row(w.id), 'stock: cebu')).toBe('in_stock');
    expect(at(row(w.id), 'stock: davao')).toBe('');
  });
});
