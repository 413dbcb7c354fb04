import { describe, expect, it } from 'vitest';
import { WORDS_PER_MINUTE } from '#common/read-time';
import { call, setupApi } from '../support/api';
import { createAdmin, createNews } from '../support/factories';

// The read time: the admin's value when given, else computed from the content's words on every
// read (docs/decisions/016-computed-read-time.md).
const ctx = setupApi();

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}</p>`;
const body = (content: string, extra: Record<string, unknown> = {}) => ({
  title: 'Fleet update',
  author: 'Maria Santos',
  excerpt: 'Our loaders, excavators and cranes had a busy quarter on sites across Luzon.',
  content,
  category: 'Equipment',
  ...extra,
});

async function setup() {
  const { token } = await createAdmin(ctx.db);
  const post = (payload: Record<string, unknown>) =>
    call(ctx.app, { method: 'POST', url: '/api/public/news', token, payload });
  const put = (id: number, payload: Record<string, unknown>) =>
    call(ctx.app, { method: 'PUT', url: `/api/public/news/${id}`, token, payload });
  return { token, post, put };
}

describe('news read time', () => {
  it('computes it from the words when the admin leaves it empty, rounded up', async () => {
    const { post } = await setup();
    const long = await post(body(words(WORDS_PER_MINUTE * 3 + 1)));
    expect(long.statusCode).toBe(201);
    expect(long.json().data).toMatchObject({ read_time: '4 min read', read_time_auto: true });
    const empty = await post(body(words(450), { read_time: '' }));
    expect(empty.json().data).toMatchObject({ read_time: '3 min read', read_time_auto: true });
    const short = await post(body(words(12)));
    expect(short.json().data.read_time).toBe('1 min read');
    // The public reads say the same.
    const listed = await call(ctx.app, { url: '/api/public/news' });
    expect(listed.json().data.data.map((a: { read_time: string }) => a.read_time)).toEqual([
      '1 min read',
      '3 min read',
      '4 min read',
    ]);
  });

  it("keeps the admin's read time, under either field name", async () => {
    const { post } = await setup();
    const set = await post(body(words(900), { read_time: '2 min read' }));
    expect(set.json().data).toMatchObject({ read_time: '2 min read', read_time_auto: false });
    const camel = await post(body(words(10), { readTime: '8 min read' }));
    expect(camel.json().data).toMatchObject({ read_time: '8 min read', read_time_auto: false });
    const shown = await call(ctx.app, { url: `/api/public/news/${set.json().data.id}` });
    expect(shown.json().data.read_time).toBe('2 min read');
  });

  it('keeps the default "5 min read" for content without words', async () => {
    const { post } = await setup();
    const res = await post(body('<p><img src="/uploads/news/a.webp" alt="A wheel loader"></p>'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ read_time: '5 min read', read_time_auto: true });
  });

  it('follows edits of the content until the admin sets one, and again once it is cleared', async () => {
    const { post, put } = await setup();
    const id = (await post(body(words(100)))).json().data.id;
    const longer = await put(id, { content: words(1000) });
    expect(longer.json().data).toMatchObject({ read_time: '5 min read', read_time_auto: true });
    const set = await put(id, { read_time: '7 min read' });
    expect(set.json().data).toMatchObject({ read_time: '7 min read', read_time_auto: false });
    // A PUT without a read time keeps the admin's value, whatever the content becomes.
    const edited = await put(id, { content: words(10), title: 'Renamed' });
    expect(edited.json().data).toMatchObject({ read_time: '7 min read', read_time_auto: false });
    const cleared = await put(id, { read_time: '' });
    expect(cleared.json().data).toMatchObject({ read_time: '1 min read', read_time_auto: true });
    const again = await put(id, { read_time: '9 min read' });
    expect(again.json().data.read_time).toBe('9 min read');
    expect((await put(id, { readTime: null })).json().data.read_time).toBe('1 min read');
  });

  it('computes it for stored articles without one, as the demo seed leaves them', async () => {
    await createNews(ctx.db, { readTime: '', content: words(610) });
    const res = await call(ctx.app, { url: '/api/public/news/latest' });
    expect(res.json().data[0]).toMatchObject({ read_time: '4 min read', read_time_auto: true });
  });
});
