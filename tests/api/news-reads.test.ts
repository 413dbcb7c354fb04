import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { createAdmin, createNews, createUser } from '../support/factories';

// Reading news: the public list, search, featured and latest, one article, and the admin list.
const ctx = setupApi();
const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 0, minutes));
const ids = (list: { id: number }[]) => list.map((a) => a.id);

async function admin() {
  return (await createAdmin(ctx.db)).token;
}

describe('public news reads', () => {
  it('lists published articles newest first with the paginated envelope', async () => {
    const a = await createNews(ctx.db, { createdAt: at(1) });
    const b = await createNews(ctx.db, { createdAt: at(3) });
    await createNews(ctx.db, { createdAt: at(5), published: false });
    const c = await createNews(ctx.db, { createdAt: at(2) });

    const res = await call(ctx.app, { url: '/api/public/news' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(ids(body.data.data)).toEqual([b.id, c.id, a.id]);
    expect(body.data).toMatchObject({ current_page: 1, last_page: 1, per_page: 9, total: 3 });
    expect(body.data.data[0]).toEqual({
      id: b.id,
      title: b.title,
      excerpt: b.excerpt,
      content: b.content,
      image: null,
      author: 'Ironsite Team',
      category: 'Company News',
      tags: [],
      read_time: '5 min read',
      read_time_auto: false,
      featured: false,
      published: true,
      created_at: at(3).toISOString(),
      updated_at: b.updatedAt.toISOString(),
      date: at(3).toISOString(),
    });
  });

  it('paginates with per_page and page, clamping per_page at 50', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createNews(ctx.db, { createdAt: at(i) }));
    const res = await call(ctx.app, { url: '/api/public/news?page=2&per_page=2' });
    expect(ids(res.json().data.data)).toEqual([made[2].id, made[1].id]);
    expect(res.json().data).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 5 });

    const big = await call(ctx.app, { url: '/api/public/news?per_page=500' });
    expect(big.json().data.per_page).toBe(50);
  });

  it('searches title, excerpt and tags case-insensitively and filters by exact category', async () => {
    const t = await createNews(ctx.db, { title: 'Hydraulic Breakers Explained', createdAt: at(1) });
    const e = await createNews(ctx.db, {
      excerpt: 'All about HYDRAULIC systems and how they keep working.',
      createdAt: at(2),
    });
    const g = await createNews(ctx.db, {
      tags: ['hydraulics', 'parts'],
      category: 'Safety',
      createdAt: at(3),
    });
    await createNews(ctx.db, { title: 'Hydraulic draft', published: false });
    await createNews(ctx.db, { title: 'Unrelated', category: 'Safety' });

    const search = await call(ctx.app, { url: '/api/public/news?search=hydraulic' });
    expect(ids(search.json().data.data)).toEqual([g.id, e.id, t.id]);

    const both = await call(ctx.app, { url: '/api/public/news?search=Hydraulic&category=Safety' });
    expect(ids(both.json().data.data)).toEqual([g.id]);

    const unknown = await call(ctx.app, { url: '/api/public/news?category=Gardening' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toMatchObject({ data: [], total: 0, last_page: 1 });

    const wildcard = await call(ctx.app, { url: '/api/public/news?search=%25' });
    expect(wildcard.json().data.total).toBe(0);
  });

  it('removes the featured article from the list with exclude_featured=true', async () => {
    const old = await createNews(ctx.db, { createdAt: at(1) });
    const featured = await createNews(ctx.db, { featured: true, createdAt: at(2) });
    const newest = await createNews(ctx.db, { createdAt: at(3) });
    const res = await call(ctx.app, { url: '/api/public/news?exclude_featured=true' });
    expect(ids(res.json().data.data)).toEqual([newest.id, old.id]);
    expect(res.json().data.total).toBe(2);
    const all = await call(ctx.app, { url: '/api/public/news?exclude_featured=false' });
    expect(ids(all.json().data.data)).toEqual([newest.id, featured.id, old.id]);
  });

  it('answers latest with a default of 3 and a cap of 12', async () => {
    const made = [];
    for (let i = 0; i < 14; i++) made.push(await createNews(ctx.db, { createdAt: at(i) }));
    await createNews(ctx.db, { createdAt: at(99), published: false });
    const res = await call(ctx.app, { url: '/api/public/news/latest' });
    expect(res.json()).toMatchObject({ success: true });
    expect(ids(res.json().data)).toEqual([made[13].id, made[12].id, made[11].id]);
    const capped = await call(ctx.app, { url: '/api/public/news/latest?limit=100' });
    expect(capped.json().data).toHaveLength(12);
  });

  it('picks the newest published featured article, falls back to the newest, else null', async () => {
    const none = await call(ctx.app, { url: '/api/public/news/featured' });
    expect(none.json()).toEqual({ success: true, data: null });

    const plain = await createNews(ctx.db, { createdAt: at(5) });
    const fallback = await call(ctx.app, { url: '/api/public/news/featured' });
    expect(fallback.json().data.id).toBe(plain.id);

    await createNews(ctx.db, { featured: true, createdAt: at(1) });
    const f2 = await createNews(ctx.db, { featured: true, createdAt: at(2) });
    await createNews(ctx.db, { featured: true, published: false, createdAt: at(9) });
    const res = await call(ctx.app, { url: '/api/public/news/featured' });
    expect(res.json().data).toMatchObject({ id: f2.id, featured: true });
  });

  it('shows a published article by id and hides drafts', async () => {
    const pub = await createNews(ctx.db);
    const draft = await createNews(ctx.db, { published: false });
    const ok = await call(ctx.app, { url: `/api/public/news/${pub.id}` });
    expect(ok.json()).toMatchObject({ success: true, data: { id: pub.id, title: pub.title } });
    expect((await call(ctx.app, { url: `/api/public/news/${draft.id}` })).statusCode).toBe(404);
    expect((await call(ctx.app, { url: '/api/public/news/999999' })).statusCode).toBe(404);
    expect((await call(ctx.app, { url: '/api/public/news/abc' })).statusCode).toBe(422);
  });

  it('refuses garbage query parameters with 422', async () => {
    expect((await call(ctx.app, { url: '/api/public/news?page=zero' })).statusCode).toBe(422);
    expect((await call(ctx.app, { url: '/api/public/news?per_page=-1' })).statusCode).toBe(422);
    expect((await call(ctx.app, { url: '/api/public/news/latest?limit=x' })).statusCode).toBe(422);
  });
});

describe('admin news reads', () => {
  it('lists drafts and published articles with search and pagination', async () => {
    const token = await admin();
    const a = await createNews(ctx.db, { title: 'Crane safety', createdAt: at(1) });
    const d = await createNews(ctx.db, { title: 'Crane draft', published: false, createdAt: at(2) });
    await createNews(ctx.db, { title: 'Other', createdAt: at(3) });

    const res = await call(ctx.app, { url: '/api/admin/news?search=crane', token });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().data.data)).toEqual([d.id, a.id]);
    expect(res.json().data).toMatchObject({ total: 2, per_page: 10, current_page: 1, last_page: 1 });

    const paged = await call(ctx.app, { url: '/api/admin/news?per_page=1&page=3', token });
    expect(ids(paged.json().data.data)).toEqual([a.id]);
    expect(paged.json().data.last_page).toBe(3);

    const one = await call(ctx.app, { url: `/api/admin/news/${d.id}`, token });
    expect(one.json()).toMatchObject({ success: true, data: { id: d.id, published: false } });
    expect((await call(ctx.app, { url: '/api/admin/news/424242', token })).statusCode).toBe(404);
  });

  it('needs an admin token', async () => {
    const { token } = await createUser(ctx.db);
    expect((await call(ctx.app, { url: '/api/admin/news' })).statusCode).toBe(401);
    expect((await call(ctx.app, { url: '/api/admin/news', token })).statusCode).toBe(403);
  });
});
