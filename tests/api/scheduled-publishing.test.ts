import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { auditEntries, news, variants } from '../../server/db/schema';
import { scheduledPublishingJob } from '../../server/scheduled-publishing';
import { publicVariantChanges, publishedArticleChanges } from '../../server/services/sitemap';
import { call, setupApi } from '../support/api';
import { createAdmin, createProduct, createVariant } from '../support/factories';
import { TEST_DB_KIND } from '../support/test-db';

// Drafts and scheduled publishing (docs/product.md §29, decision 066): the status rules and their
// 422s, drafts absent from every public read, and the scheduler: exactly once with two instances,
// audited as publish/unpublish, the caches told, a failure kept for the dashboard.
const ctx = setupApi();

const HOUR = 3600_000;
const later = (ms = HOUR) => new Date(Date.now() + ms).toISOString();
// One instant for both fields: two calls of later() can fall a millisecond apart.
const SAME_TIME = later();
const earlier = (ms = HOUR) => new Date(Date.now() - ms).toISOString();

const article = {
  title: 'Launch of the new loaders',
  author: 'Maria Santos',
  excerpt: 'A new line of loaders arrives in Manila on Monday morning.',
  content: '<p>Hello</p>',
  category: 'Equipment',
};

async function admin() {
  return (await createAdmin(ctx.db)).token;
}
const postNews = (token: string, payload: object) =>
  call(ctx.app, { method: 'POST', url: '/api/public/news', token, payload: { ...article, ...payload } });
const putNews = (token: string, id: number, payload: object) =>
  call(ctx.app, { method: 'PUT', url: `/api/public/news/${id}`, token, payload });
const postVariant = async (token: string, payload: object) => {
  const product = await createProduct(ctx.db);
  return call(ctx.app, {
    method: 'POST',
    url: '/api/admin/variants',
    token,
    payload: { product_id: product.id, name: 'WL-50 Loader', ...payload },
  });
};
const get = (url: string) => call(ctx.app, { method: 'GET', url });
const makeDue = (table: 'news' | 'variants', id: number) =>
  ctx.db.execute(
    sql`update ${sql.identifier(table)} set publish_at = now() - interval '1 second' where id = ${id}`,
  );

describe('status rules', () => {
  it('defaults to published, as the spec’s flows expect, and keeps the published boolean of news', async () => {
    const token = await admin();
    const created = await postNews(token, {});
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ published: true, status: 'published', publish_at: null });
    const draft = await postNews(token, { published: false });
    expect(draft.json().data).toMatchObject({ published: false, status: 'draft' });
    const back = await putNews(token, draft.json().data.id, { published: true });
    expect(back.json().data).toMatchObject({ published: true, status: 'published' });
    const variant = await postVariant(token, {});
    expect(variant.statusCode, variant.body).toBe(201);
    expect(variant.json().data).toMatchObject({ status: 'published', publish_at: null, unpublish_at: null });
  });

  it('schedules for a future time, and publishes at once when the time is past', async () => {
    const token = await admin();
    const at = later();
    const scheduled = await postNews(token, {
      status: 'scheduled',
      publish_at: at,
      unpublish_at: later(2 * HOUR),
    });
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', published: false, publish_at: at });
    const past = await postVariant(token, { status: 'scheduled', publish_at: earlier() });
    expect(past.json().data).toMatchObject({ status: 'published', publish_at: null });
    // The status wins over the spec's boolean when both are sent.
    const both = await postNews(token, { status: 'draft', published: true });
    expect(both.json().data).toMatchObject({ status: 'draft', published: false });
  });

  it.each([
    [
      { status: 'scheduled', publish_at: later(2 * HOUR), unpublish_at: later(HOUR) },
      'unpublish_at',
      'Unpublish at must be after publish at',
    ],
    [
      { status: 'scheduled', publish_at: SAME_TIME, unpublish_at: SAME_TIME },
      'unpublish_at',
      'Unpublish at must be after publish at',
    ],
    [{ status: 'scheduled' }, 'publish_at', 'Publish at is required for a scheduled record'],
    [
      { status: 'scheduled', publish_at: null },
      'publish_at',
      'Publish at is required for a scheduled record',
    ],
    [{ status: 'live' }, 'status', 'The status must be draft, scheduled or published'],
    [{ status: 7 }, 'status', 'The status must be draft, scheduled or published'],
    [{ publish_at: 'tomorrow' }, 'publish_at', 'Enter a date and time'],
    [{ publish_at: '2026-13-45T99:00' }, 'publish_at', 'Enter a date and time'],
    [{ publish_at: '<b>2026-01-01T00:00Z</b>' }, 'publish_at', 'Enter a date and time'],
    [{ publish_at: '2026-01-01T00:00Z\r\nX: y' }, 'publish_at', 'Enter a date and time'],
    [{ publish_at: `2026-01-01T00:00:00Z${'0'.repeat(100)}` }, 'publish_at', 'Enter a date and time'],
    [{ unpublish_at: 12 }, 'unpublish_at', 'Enter a date and time'],
  ])('refuses %j with 422 naming %s, for news and variants', async (payload, field, message) => {
    const token = await admin();
    for (const res of [await postNews(token, payload), await postVariant(token, payload)]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('checks an update against the stored times', async () => {
    const token = await admin();
    const created = await postNews(token, { status: 'scheduled', publish_at: later(2 * HOUR) });
    const id = created.json().data.id;
    const res = await putNews(token, id, { unpublish_at: later(HOUR) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.unpublish_at).toEqual(['Unpublish at must be after publish at']);
    const unknown = await putNews(token, 999_999, { status: 'draft' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('what the public sees', () => {
  it('answers 404 for a draft or scheduled article and leaves it out of lists and the sitemap', async () => {
    const token = await admin();
    const draft = (await postNews(token, { status: 'draft', title: 'Draft article' })).json().data;
    const scheduled = (await postNews(token, { status: 'scheduled', publish_at: later() })).json().data;
    for (const id of [draft.id, scheduled.id]) {
      expect((await get(`/api/public/news/${id}`)).statusCode).toBe(404);
    }
    const list = (await get('/api/public/news?per_page=50'))
      .json()
      .data.data.map((a: { id: number }) => a.id);
    expect(list).not.toContain(draft.id);
    expect(list).not.toContain(scheduled.id);
    const sitemap = (await publishedArticleChanges(ctx.db)).map((c) => c.id);
    expect(sitemap).not.toContain(draft.id);
    // The admin still reads it.
    const adminRead = await call(ctx.app, { method: 'GET', url: `/api/admin/news/${draft.id}`, token });
    expect(adminRead.json().data).toMatchObject({ status: 'draft' });
  });

  it('treats a draft variant as absent everywhere the public reads variants', async () => {
    const token = await admin();
    const created = await postVariant(token, { status: 'draft', name: 'Hidden Draft Loader' });
    const id = created.json().data.id;
    expect((await get(`/api/public/variants/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/public/variants/${id}/related`)).statusCode).toBe(404);
    const listing = await get('/api/public/variants?search=Hidden%20Draft&per_page=50');
    expect(listing.json().data.map((v: { id: number }) => v.id)).not.toContain(id);
    const compare = await get(`/api/public/compare?ids=${id}`);
    expect(JSON.stringify(compare.json())).not.toContain('Hidden Draft Loader');
    const sitemap = (await publicVariantChanges(ctx.db, 0, id + 1)).map((c) => c.id);
    expect(sitemap).not.toContain(id);
    // Published again: listed at once.
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/admin/variants/${id}`,
      token,
      payload: { status: 'published' },
    });
    expect((await get(`/api/public/variants/${id}`)).statusCode).toBe(200);
    expect((await publicVariantChanges(ctx.db, 0, id + 1)).map((c) => c.id)).toContain(id);
  });

  it('keeps a published article’s end time and publish errors to the back office', async () => {
    const token = await admin();
    const id = (await postNews(token, { unpublish_at: later(2 * HOUR) })).json().data.id;
    const reads = [
      (await get(`/api/public/news/${id}`)).json().data,
      (await get('/api/public/news/featured')).json().data,
      (await get('/api/public/news/latest?limit=1')).json().data[0],
      (await get('/api/public/news')).json().data.data[0],
    ];
    for (const read of reads) {
      expect(read).toMatchObject({ id, published: true });
      for (const field of ['status', 'publish_at', 'unpublish_at', 'publish_error'])
        expect(read).not.toHaveProperty(field);
    }
    const adminRead = await call(ctx.app, { method: 'GET', url: `/api/admin/news/${id}`, token });
    expect(adminRead.json().data).toMatchObject({ status: 'published', unpublish_at: expect.any(String) });
  });
});

describe('the scheduler', () => {
  it('publishes what is due and unpublishes what has ended, audited as publish and unpublish, and tells the caches', async () => {
    const token = await admin();
    const a = (await postNews(token, { status: 'scheduled', publish_at: later() })).json().data;
    const v = (await postVariant(token, { status: 'scheduled', publish_at: later() })).json().data;
    const ending = (await postNews(token, { unpublish_at: later() })).json().data;
    const notYet = (await postNews(token, { status: 'scheduled', publish_at: later() })).json().data;
    await makeDue('news', a.id);
    await makeDue('variants', v.id);
    await ctx.db.execute(
      sql`update news set unpublish_at = now() - interval '1 second' where id = ${ending.id}`,
    );

    const generation = ctx.app.readCache.generation;
    const run = await scheduledPublishingJob(ctx.app).run();
    expect(run).toEqual({ published: 2, unpublished: 1, failed: 0 });
    expect(ctx.app.readCache.generation).not.toBe(generation);

    expect((await get(`/api/public/news/${a.id}`)).statusCode).toBe(200);
    expect((await get(`/api/public/variants/${v.id}`)).statusCode).toBe(200);
    expect((await get(`/api/public/news/${ending.id}`)).statusCode).toBe(404);
    expect((await get(`/api/public/news/${notYet.id}`)).statusCode).toBe(404);

    const entries = await ctx.db
      .select({
        entity: auditEntries.entity,
        id: auditEntries.entityId,
        action: auditEntries.action,
        changes: auditEntries.changes,
      })
      .from(auditEntries)
      .where(sql`${auditEntries.action} in ('publish', 'unpublish')`);
    expect(entries.map(({ changes: _c, ...e }) => e)).toEqual(
      expect.arrayContaining([
        { entity: 'news', id: String(a.id), action: 'publish' },
        { entity: 'variant', id: String(v.id), action: 'publish' },
        { entity: 'news', id: String(ending.id), action: 'unpublish' },
      ]),
    );
    expect(entries).toHaveLength(3);
    expect(entries.find((e) => e.id === String(a.id))?.changes).toMatchObject({
      status: { from: 'scheduled', to: 'published' },
    });
    // Nothing left to do: a second run changes nothing and leaves the caches.
    const again = ctx.app.readCache.generation;
    expect(await scheduledPublishingJob(ctx.app).run()).toEqual({ published: 0, unpublished: 0, failed: 0 });
    expect(ctx.app.readCache.generation).toBe(again);
  });

  it('keeps a failed publish on the record and shows it on the dashboard, and a save clears it', async () => {
    const token = await admin();
    const ok = (await postNews(token, { status: 'scheduled', publish_at: later() })).json().data;
    const bad = (
      await postNews(token, { status: 'scheduled', publish_at: later(), title: 'Broken launch' })
    ).json().data;
    await makeDue('news', ok.id);
    await makeDue('news', bad.id);
    // A database refusal for one record only.
    await ctx.db.execute(
      sql.raw(`create function test_refuse() returns trigger language plpgsql as $$
        begin if new.id = ${bad.id} and new.status = 'published' then raise exception 'refused by test'; end if;
        return new; end $$`),
    );
    await ctx.db.execute(
      sql.raw('create trigger test_refuse before update on news for each row execute function test_refuse()'),
    );
    try {
      const run = await scheduledPublishingJob(ctx.app).run();
      expect(run).toEqual({ published: 1, unpublished: 0, failed: 1 });
    } finally {
      await ctx.db.execute(sql.raw('drop trigger test_refuse on news'));
      await ctx.db.execute(sql.raw('drop function test_refuse()'));
    }
    const [stored] = await ctx.db.select().from(news).where(eq(news.id, bad.id));
    expect(stored).toMatchObject({ status: 'scheduled', published: false });
    expect(stored.publishError).toContain('refused by test');
    // Not retried run after run.
    expect(await scheduledPublishingJob(ctx.app).run()).toEqual({ published: 0, unpublished: 0, failed: 0 });

    const dashboard = await call(ctx.app, { method: 'GET', url: '/api/admin/dashboard', token });
    expect(dashboard.json().publish_failures).toEqual([
      {
        entity: 'news',
        id: bad.id,
        name: 'Broken launch',
        error: expect.stringContaining('refused by test'),
      },
    ]);
    const saved = await putNews(token, bad.id, { status: 'published' });
    expect(saved.json().data).toMatchObject({ status: 'published', publish_error: null });
    const after = await call(ctx.app, { method: 'GET', url: '/api/admin/dashboard', token });
    expect(after.json().publish_failures).toEqual([]);
  });

  it('publishes each due record exactly once when two instances run at the same moment', async () => {
    const token = await admin();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(
        (await postNews(token, { status: 'scheduled', publish_at: later(), title: `Launch ${i}` })).json()
          .data.id,
      );
    }
    const variantIds: number[] = [];
    for (let i = 0; i < 6; i++) {
      const v = await createVariant(ctx.db, { status: 'scheduled', publishAt: new Date(Date.now() - 1000) });
      variantIds.push(v.id);
    }
    await ctx.db.execute(
      sql`update news set publish_at = now() - interval '1 second' where status = 'scheduled'`,
    );
    // A second instance: its own pool on the same PostgreSQL database (PGlite has one connection:
    // there the two runs' transactions take turns).
    const other: Database | null =
      TEST_DB_KIND === 'postgres' ? await openDatabase({ url: ctx.testDb.url!, poolSize: 3 }) : null;
    try {
      const second = { db: other?.db ?? ctx.db, readCache: ctx.app.readCache, log: ctx.app.log };
      const runs = await Promise.all([
        scheduledPublishingJob(ctx.app).run(),
        scheduledPublishingJob(second).run(),
        scheduledPublishingJob(ctx.app).run(),
        scheduledPublishingJob(second).run(),
      ]);
      const total = runs.reduce<number>((n, r) => n + (r as { published: number }).published, 0);
      expect(total).toBe(18);
    } finally {
      await other?.close();
    }
    const res = await ctx.db.execute(sql`select entity, entity_id, count(*)::int as n from audit_entries
        where action = 'publish' group by entity, entity_id`);
    const counts = rowsOf<{ entity: string; entity_id: string; n: number }>(res);
    expect(counts).toHaveLength(18);
    expect(counts.every((c) => c.n === 1)).toBe(true);
    const published = await ctx.db
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.status, 'published'));
    expect(published.map((r) => r.id)).toEqual(expect.arrayContaining(variantIds));
  });
});
