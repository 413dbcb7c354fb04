import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { createAdmin, createNews, createUser } from '../support/factories';
import { expectFieldErrors } from './support/answers';

// Writing news as an admin: create, update and delete, with the article's HTML sanitised.
const ctx = setupApi();

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
    expectFieldErrors(res, {
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
