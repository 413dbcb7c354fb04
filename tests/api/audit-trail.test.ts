import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAs } from '../../server/db/acting-user';
import { auditEntries, brands, quotations, users } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { call } from '../support/api';
import { createBrand, createLead, createUser } from '../support/factories';
import { ISO, setupAdminApi } from './support/admin-api';
import { auditMark, auditSince, expectOneEntry } from './support/audit';
import { quotationInput } from './support/quotation-staff';

// The audit trail (docs/product.md §26, decision 060): every change to an audited table writes one
// entry in its own transaction, naming who made it through the API, with the changed fields only.
const { ctx, get, send } = setupAdminApi();

/** The id of the admin signed in for this test (the only admin of the test's database). */
const adminId = async () =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')))[0].id;

describe('entries written with the change', () => {
  it('an update through the API: one entry, its author, the changed field before and after', async () => {
    const brand = await createBrand(ctx.db, { name: 'Volvo', description: 'Swedish' });
    const mark = await auditMark(ctx);
    const res = await send('PUT', `/api/admin/brands/${brand.id}`, {
      name: 'Volvo CE',
      description: 'Swedish',
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await expectOneEntry(ctx, mark, {
      entity: 'brand',
      entityId: String(brand.id),
      action: 'update',
      changes: { name: { from: 'Volvo', to: 'Volvo CE' } },
    });
    expect(entry.userId).toBe(await adminId());
    expect(entry.userName).toMatch(/^User \d+$/);
  });

  it('a write outside the API (a script, a job) names nobody', async () => {
    const brand = await createBrand(ctx.db, { name: 'Volvo' });
    const mark = await auditMark(ctx);
    await ctx.db.update(brands).set({ isActive: false }).where(eq(brands.id, brand.id));
    await expectOneEntry(ctx, mark, {
      entity: 'brand',
      entityId: String(brand.id),
      action: 'update',
      changes: { is_active: { from: true, to: false } },
      userId: null,
    });
  });

  it('two people writing at the same moment: each entry names its own author', async () => {
    const [a, b] = [
      await createBrand(ctx.db, { name: 'Volvo' }),
      await createBrand(ctx.db, { name: 'Sany' }),
    ];
    const mark = await auditMark(ctx);
    // Ann's save is a transaction that stays open a while; Ben's is a lone statement sent meanwhile
    // (on the embedded database it waits for Ann's to end, then runs as a transaction of its own).
    await Promise.all([
      runAs({ id: 9001, name: 'Ann' }, () =>
        ctx.db.transaction(async (tx) => {
          await tx.update(brands).set({ description: 'by Ann' }).where(eq(brands.id, a.id));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }),
      ),
      // Awaited inside: a query builder runs when awaited, and must be awaited as Ben.
      runAs({ id: 9002, name: 'Ben' }, async () => {
        await ctx.db.update(brands).set({ description: 'by Ben' }).where(eq(brands.id, b.id));
      }),
    ]);
    const entries = await auditSince(ctx, mark);
    expect(entries.map((e) => [e.entityId, e.userId, e.userName]).sort()).toEqual(
      [
        [String(a.id), 9001, 'Ann'],
        [String(b.id), 9002, 'Ben'],
      ].sort(),
    );
  });

  it('a rolled-back change leaves no entry: the entry is in its transaction', async () => {
    const brand = await createBrand(ctx.db, { name: 'Volvo' });
    const mark = await auditMark(ctx);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(brands).set({ name: 'Gone' }).where(eq(brands.id, brand.id));
        throw new Error('crash after the write');
      }),
    ).rejects.toThrow('crash after the write');
    expect(await auditSince(ctx, mark)).toEqual([]);
    // A refused save (a duplicate name, 422) writes none either.
    await createBrand(ctx.db, { name: 'Komatsu' });
    const mark2 = await auditMark(ctx);
    const dup = await send('PUT', `/api/admin/brands/${brand.id}`, { name: 'komatsu' });
    expect(dup.statusCode).toBe(422);
    expect(await auditSince(ctx, mark2)).toEqual([]);
  });

  it('a save that changes nothing writes nothing; two updates in one transaction are one entry', async () => {
    const brand = await createBrand(ctx.db, { name: 'Volvo', description: 'a' });
    const mark = await auditMark(ctx);
    expect((await send('PUT', `/api/admin/brands/${brand.id}`, { name: 'Volvo' })).statusCode).toBe(200);
    expect(await auditSince(ctx, mark)).toEqual([]);
    await ctx.db.transaction(async (tx) => {
      await tx.update(brands).set({ name: 'V1', description: 'b' }).where(eq(brands.id, brand.id));
      await tx.update(brands).set({ name: 'V2', description: 'a' }).where(eq(brands.id, brand.id));
    });
    await expectOneEntry(ctx, mark, {
      entity: 'brand',
      entityId: String(brand.id),
      action: 'update',
      changes: { name: { from: 'Volvo', to: 'V2' } },
    });
  });

  it('create and delete: the fields set, then only the name the record had', async () => {
    const mark = await auditMark(ctx);
    const created = await send('POST', '/api/admin/brands', { name: 'Liugong', description: 'Loaders' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const [create] = await auditSince(ctx, mark);
    expect(create).toMatchObject({
      entity: 'brand',
      entityId: String(id),
      action: 'create',
      changes: {
        name: { from: null, to: 'Liugong' },
        description: { from: null, to: 'Loaders' },
        is_active: { from: null, to: true },
      },
    });
    expect(Object.keys(create.changes).sort()).toEqual(['description', 'is_active', 'name']);
    const mark2 = await auditMark(ctx);
    expect((await send('DELETE', `/api/admin/brands/${id}`)).statusCode).toBe(200);
    await expectOneEntry(ctx, mark2, {
      entity: 'brand',
      entityId: String(id),
      action: 'delete',
      changes: { name: { from: 'Liugong', to: null } },
    });
  });
});

describe('secrets', () => {
  it('a password or two-factor secret is recorded as changed, never its value or hash', async () => {
    const { row } = await createUser(ctx.db, { role: 'editor', name: 'Eve Editor' });
    const mark = await auditMark(ctx);
    const reset = await send('POST', `/api/admin/users/${row.id}/password`, {
      password: 'An0ther-Str0ng-Pass!',
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const entries = await auditSince(ctx, mark);
    expect(entries).toHaveLength(1);
    expect(entries[0].changes).toMatchObject({ password_hash: { redacted: true } });
    expect(entries[0].changes.password_hash).toEqual({ redacted: true });
    await ctx.db.execute(
      sql`update users set totp_secret = 'JBSWY3DPEHPK3PXP', totp_pending_secret = 'KRSXG5A', totp_last_step = 1 where id = ${row.id}`,
    );
    const everything = await ctx.db.execute(
      sql`select string_agg(changes::text, ' ') as text from audit_entries`,
    );
    const text = (everything as unknown as { rows: { text: string }[] }).rows[0].text;
    const [user] = (
      (await ctx.db.execute(sql`select password_hash from users where id = ${row.id}`)) as unknown as {
        rows: { password_hash: string }[];
      }
    ).rows;
    expect(text).not.toContain(user.password_hash);
    expect(text).not.toContain(row.passwordHash);
    expect(text).not.toContain('JBSWY3DPEHPK3PXP');
    expect(text).not.toContain('KRSXG5A');
    expect(text).not.toContain('totp_last_step');
  });
});

describe('personal data', () => {
  it("a site account is a visitor's data, not back-office history: no entry", async () => {
    const mark = await auditMark(ctx);
    const { row } = await createUser(ctx.db, { role: 'user', email: 'juan@example.test' });
    await ctx.db.update(users).set({ name: 'Juan Dela Cruz' }).where(eq(users.id, row.id));
    await ctx.db.delete(users).where(eq(users.id, row.id));
    expect(await auditSince(ctx, mark)).toEqual([]);
  });

  it('the name a buyer types to accept a quotation is recorded as changed, without it', async () => {
    await setSettingValues(ctx.db, { currency: 'PHP', vat_mode: 'exclusive' });
    const lead = await createLead(ctx.db, { kind: 'quote' });
    const res = await send('POST', `/api/admin/leads/${lead.id}/quotations`, quotationInput());
    expect(res.statusCode, res.body).toBe(201);
    const mark = await auditMark(ctx);
    await ctx.db
      .update(quotations)
      .set({ acceptedName: 'Juan Dela Cruz' })
      .where(eq(quotations.id, res.json().data.id));
    const [entry] = await auditSince(ctx, mark);
    expect(entry.changes).toEqual({ accepted_name: { redacted: true } });
    const all = await ctx.db.select({ changes: auditEntries.changes }).from(auditEntries);
    expect(JSON.stringify(all)).not.toContain('Juan');
  });
});

describe('GET /api/admin/audit', () => {
  it('lists entries newest first with their author, filtered by entity, id, person, action and date', async () => {
    const volvo = await createBrand(ctx.db, { name: 'Volvo' });
    await send('PUT', `/api/admin/brands/${volvo.id}`, { name: 'Volvo CE' });
    await send('PUT', `/api/admin/brands/${volvo.id}`, { description: 'Loaders' });
    const me = await adminId();
    const res = await get(`/api/admin/audit?entity=brand&entity_id=${volvo.id}&user_id=${me}&action=update`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        source: 'audit',
        at: ISO,
        user: { id: me, name: expect.stringMatching(/^User \d+$/) },
        entity: 'brand',
        entity_id: String(volvo.id),
        action: 'update',
        changes: { description: { from: null, to: 'Loaders' } },
        change_set_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        revert_of: null,
        name: 'Volvo CE',
      },
      expect.objectContaining({ changes: { name: { from: 'Volvo', to: 'Volvo CE' } } }),
    ]);
    const future = (await get(`/api/admin/audit?entity=brand&from=2099-01-01`)).json();
    expect(future.total).toBe(0);
    const past = (await get(`/api/admin/audit?entity=brand&to=2000-01-01`)).json();
    expect(past.total).toBe(0);
    const around = (
      await get(`/api/admin/audit?entity=brand&entity_id=${volvo.id}&from=2000-01-01&to=2099-12-31`)
    ).json();
    expect(around.total).toBe(3);
    const creates = (await get(`/api/admin/audit?entity=brand&action=create&per_page=1`)).json();
    expect(creates).toMatchObject({ total: 1, per_page: 1 });
    expect(creates.data[0].user).toBeNull();
  });

  it('shows a role only the entities it may read; asking for another is 403', async () => {
    await createBrand(ctx.db, { name: 'Volvo' });
    await send('PUT', '/api/admin/settings', { settings: { site_name: 'Heavy Iron' } });
    const viewer = await createUser(ctx.db, { role: 'viewer' });
    const seen = (await call(ctx.app, { url: '/api/admin/audit?per_page=100', token: viewer.token })).json();
    expect(seen.data.length).toBeGreaterThan(0);
    expect(new Set(seen.data.map((e: { entity: string }) => e.entity)).has('setting')).toBe(false);
    const settings = await call(ctx.app, { url: '/api/admin/audit?entity=setting', token: viewer.token });
    expect(settings.statusCode).toBe(403);
    const users = await call(ctx.app, { url: '/api/admin/audit?entity=user', token: viewer.token });
    expect(users.statusCode).toBe(403);
    const site = await createUser(ctx.db, { role: 'user' });
    expect((await call(ctx.app, { url: '/api/admin/audit', token: site.token })).statusCode).toBe(403);
    expect((await call(ctx.app, { url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it.each([
    'entity=planet',
    'action=explode',
    'user_id=abc',
    'user_id=0',
    'user_id=1.5',
    'user_id=99999999999999999999',
    'from=2025-13-01',
    'to=yesterday',
    'from=2025-02-01&to=2025-01-01',
    'page=0',
    'per_page=5000',
    `entity_id=${'x'.repeat(101)}`,
  ])('refuses the bad filter %s with 422 and field messages', async (q) => {
    const res = await get(`/api/admin/audit?${q}`);
    expect(res.statusCode, q).toBe(422);
    expect(res.json(), q).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });

  it('an unknown entity id is an empty page, not an error', async () => {
    const res = await get('/api/admin/audit?entity=brand&entity_id=999999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 0, data: [] });
    expect(await ctx.db.select().from(auditEntries).where(eq(auditEntries.entityId, '999999'))).toEqual([]);
  });
});
