import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { createAdmin, createNews, createUser } from '../support/factories';

const ctx = setupApi();
const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 0, minutes));
const ids = (list: { id: number }[]) => list.map((a) => a.id);

const validBody = {
  title: 'New Excavator Line',
  author: 'Maria Santos',
  excerpt: 'A new line of excavators arrives in Manila with better fuel economy and comfort.',
  content: '<p>Hello</p>',
  category: 'Equipment',
};

async function admin() {
  return (await createAdmin(ctx.db)).token;
}
const post = (token: string, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/public/news', token, payload });

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

describe('news writes', () => {
  it('creates an article with defaults, comma tags and sanitized content', async () => {
    const token = await admin();
    const res = await post(token, {
      ...validBody,
      content:
        '<h2>Intro</h2><p onclick="x()" style="color:red">Text <a href="javascript:alert(1)">bad</a> ' +
        '<a href="https://ironsite.example" target="_blank">good</a></p><script>alert(1)</script>' +
        '<img src="/uploads/news/a.jpg" onerror="alert(1)" alt="A">',
      tags: ' mining, safety,, mining ,',
      id: 999,
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('News article created successfully');
    expect(body.data).toMatchObject({
      title: 'New Excavator Line',
      author: 'Maria Santos',
      category: 'Equipment',
      image: null,
      tags: ['mining', 'safety'],
      // Computed from the four words of the content (common/read-time.ts).
      read_time: '1 min read',
      read_time_auto: true,
      featured: false,
      published: true,
    });
    expect(body.data.id).not.toBe(999);
    expect(body.data.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect(body.data.content).toBe(
      '<h2>Intro</h2><p>Text <a>bad</a> ' +
        '<a href="https://ironsite.example" target="_blank" rel="noopener noreferrer">good</a></p>' +
        '<img src="/uploads/news/a.jpg" alt="A" />',
    );

    const stored = await call(ctx.app, { url: `/api/public/news/${body.data.id}` });
    expect(stored.json().data.content).toBe(body.data.content);
  });

  it("keeps everything the admin's rich-text editor writes, and strips a script and onerror", async () => {
    const token = await admin();
    // The HTML the Tiptap editor of the admin sends (app/components/admin/news/rich-text): every
    // node and mark its toolbar offers, with a link as the editor writes it.
    const fromEditor =
      '<h2>Fleet update</h2><h3>In Cebu</h3>' +
      '<p>Our <strong>new loaders</strong> and <em>attachments</em> arrive.<br>Details: ' +
      '<a target="_blank" rel="noopener noreferrer" href="https://ironsite.example/loaders">https://ironsite.example/loaders</a>' +
      ' or <a target="_blank" rel="noopener noreferrer" href="mailto:sales@ironsite.example">e-mail us</a>.</p>' +
      '<ul><li><p>Buckets</p></li><li><p>Forks</p></li></ul><ol><li><p>Inspect</p></li></ol>' +
      '<img src="/uploads/news/abc-1200x675.webp" alt="Wheel loader at the Cebu yard" width="1200" height="675">';
    // Void elements come back in their XML spelling (<br />), which parses to the same document.
    const stored = fromEditor.replace(/<(br|img)([^>]*)>/g, '<$1$2 />');

    const created = await post(token, { ...validBody, content: fromEditor });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.content).toBe(stored);
    // Saved again unchanged from the editor, it stays the same.
    const again = await call(ctx.app, {
      method: 'PUT',
      url: `/api/public/news/${created.json().data.id}`,
      token,
      payload: { content: stored },
    });
    expect(again.json().data.content).toBe(stored);

    const hostile = await post(token, {
      ...validBody,
      content: `${fromEditor}<script>alert(1)</script><img src="/uploads/news/x.webp" alt="x" onerror="alert(1)">`,
    });
    expect(hostile.json().data.content).toBe(`${stored}<img src="/uploads/news/x.webp" alt="x" />`);
  });

  it('accepts readTime, tag arrays and boolean text', async () => {
    const token = await admin();
    const res = await post(token, {
      ...validBody,
      readTime: '7 min read',
      tags: ['a', ' b ', 'a'],
      featured: 'true',
      published: 0,
      image: 'https://cdn.example.test/n.jpg',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      read_time: '7 min read',
      tags: ['a', 'b'],
      featured: true,
      published: false,
      image: 'https://cdn.example.test/n.jpg',
    });
  });

  it('refuses missing fields, an unknown category and unsafe images with 422', async () => {
    const token = await admin();
    const res = await post(token, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ['Title is required'],
      author: ['Author is required'],
      excerpt: ['Excerpt is required'],
      content: ['Content is required'],
      category: ['Category is required'],
    });

    const cat = await post(token, { ...validBody, category: 'Gardening' });
    expect(cat.statusCode).toBe(422);
    expect(cat.json().errors).toEqual({ category: ['The selected category is invalid'] });

    const img = await post(token, { ...validBody, image: 'javascript:alert(1)' });
    expect(img.statusCode).toBe(422);
    expect(Object.keys(img.json().errors)).toEqual(['image']);

    const onlyScript = await post(token, { ...validBody, content: '<script>alert(1)</script>' });
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().errors).toEqual({ content: ['Content is required'] });
  });

  it('updates only the fields sent, sanitizing content again', async () => {
    const token = await admin();
    const article = await createNews(ctx.db, { tags: ['x'], featured: true, image: '/a.jpg' });
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/public/news/${article.id}`,
      token,
      payload: {
        title: 'Renamed',
        content: '<p style="x">New</p><iframe src="https://x.test"></iframe>',
        published: 'false',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'News article updated successfully',
      data: {
        id: article.id,
        title: 'Renamed',
        content: '<p>New</p>',
        published: false,
        featured: true,
        tags: ['x'],
        image: '/a.jpg',
        excerpt: article.excerpt,
      },
    });

    const bad = await call(ctx.app, {
      method: 'PUT',
      url: `/api/public/news/${article.id}`,
      token,
      payload: { title: '  ', category: 'Nope' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      title: ['Title is required'],
      category: ['The selected category is invalid'],
    });
    expect(
      (await call(ctx.app, { method: 'PUT', url: '/api/public/news/999999', token, payload: { title: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes an article', async () => {
    const token = await admin();
    const article = await createNews(ctx.db);
    const res = await call(ctx.app, { method: 'DELETE', url: `/api/public/news/${article.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'News article has been deleted.' });
    expect((await call(ctx.app, { url: `/api/public/news/${article.id}` })).statusCode).toBe(404);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/api/public/news/${article.id}`, token })).statusCode,
    ).toBe(404);
  });

  it('requires an admin token for every write', async () => {
    const article = await createNews(ctx.db);
    const { token } = await createUser(ctx.db);
    for (const [method, url] of [
      ['POST', '/api/public/news'],
      ['PUT', `/api/public/news/${article.id}`],
      ['DELETE', `/api/public/news/${article.id}`],
    ] as const) {
      expect((await call(ctx.app, { method, url, payload: validBody })).statusCode).toBe(401);
      expect((await call(ctx.app, { method, url, payload: validBody, token })).statusCode).toBe(403);
    }
  });
});
