import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogSerializers } from '../../server/lib/request-log';
import { previewKey, signPreview } from '../../server/services/preview-link';
import { createWebServices } from '../../server/web-services';
import { call, setupApi } from '../support/api';
import { createAdmin, createNews, createUser, createVariant } from '../support/factories';

// Signed preview links (docs/product.md §29, decision 066): GET /api/admin/preview-link answers a
// link valid for an hour, private and noindex; the link opens a draft for its record only, and a
// tampered, foreign or expired one is not found; its token never reaches the request log.
const ctx = setupApi();

const link = (token: string, query: string) =>
  call(ctx.app, { method: 'GET', url: `/api/admin/preview-link?${query}`, token });

describe('GET /api/admin/preview-link', () => {
  it('answers a signed link to the record’s public address, valid for an hour, never kept', async () => {
    const { token } = await createAdmin(ctx.db);
    const draft = await createNews(ctx.db, { status: 'draft', published: false });
    const variant = await createVariant(ctx.db, { status: 'draft' });
    const res = await link(token, `entity=news&id=${draft.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const body = res.json();
    expect(new URL(body.url).pathname).toBe('/news');
    expect(new URL(body.url).searchParams.get('article')).toBe(String(draft.id));
    const expires = new Date(body.expires_at).getTime() - Date.now();
    expect(expires).toBeGreaterThan(3590_000);
    expect(expires).toBeLessThanOrEqual(3600_000);
    const product = (await link(token, `entity=variant&id=${variant.id}`)).json();
    expect(new URL(product.url).pathname).toBe(`/products/${variant.id}`);
  });

  it('refuses unknown records, wrong input and callers without a sign-in', async () => {
    const { token } = await createAdmin(ctx.db);
    expect((await link(token, 'entity=news&id=999999')).statusCode).toBe(404);
    expect((await link(token, 'entity=variant&id=999999')).statusCode).toBe(404);
    for (const query of [
      'entity=brand&id=1',
      'entity=news&id=abc',
      'entity=news&id=-1',
      'entity=news',
      `entity=news&id=${'9'.repeat(30)}`,
    ]) {
      const res = await link(token, query);
      expect(res.statusCode, query).toBe(422);
    }
    const anonymous = await call(ctx.app, { method: 'GET', url: '/api/admin/preview-link?entity=news&id=1' });
    expect(anonymous.statusCode).toBe(401);
    // Every staff role reads the catalogue; a site user is not staff.
    const user = await createUser(ctx.db, { role: 'user' });
    expect((await link(user.token, 'entity=news&id=1')).statusCode).toBe(403);
  });
});

describe('the link', () => {
  const config = { DATA_DIR: '/tmp/ironsite-test-unused', PRIVACY_HASH_KEY: 'k'.repeat(40) };
  const services = () => createWebServices(ctx.db, { previewKey: () => previewKey(config) });

  it('opens the draft it was made for, and nothing else', async () => {
    const key = await previewKey(config);
    const draft = await createNews(ctx.db, { status: 'draft', published: false, title: 'Secret launch' });
    const other = await createNews(ctx.db, { status: 'draft', published: false });
    const variant = await createVariant(ctx.db, { status: 'draft', name: 'Draft crane' });
    const { token } = signPreview(key, 'news', draft.id);
    expect((await services().previewArticle(draft.id, token))?.title).toBe('Secret launch');
    // Not for another record or entity.
    expect(await services().previewArticle(other.id, token)).toBeNull();
    expect(await services().previewProductPage(draft.id, token)).toBeNull();
    const v = signPreview(key, 'variant', variant.id).token;
    expect((await services().previewProductPage(variant.id, v))?.variant.name).toBe('Draft crane');
    // The public read still hides it.
    expect(await services().productPage(variant.id)).toBeNull();
  });

  it('is not found when tampered with or expired', async () => {
    const key = await previewKey(config);
    const draft = await createNews(ctx.db, { status: 'draft', published: false });
    const { token } = signPreview(key, 'news', draft.id);
    const [expires, mac] = token.split('.');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${expires}.${flipped}`,
      `${Number(expires) + 3600}.${mac}`,
      'x',
      '',
      `${token}<script>`,
      signPreview(Buffer.from('another key'), 'news', draft.id).token,
      signPreview(key, 'news', draft.id, Date.now() - 3601_000).token,
    ]) {
      expect(await services().previewArticle(draft.id, bad), bad).toBeNull();
    }
  });

  it('is redacted from the request log', () => {
    const req = (url: string) =>
      requestLogSerializers.req({
        method: 'GET',
        url,
        host: 'h',
        ip: '1.2.3.4',
        socket: {},
      } as FastifyRequest);
    expect(req('/products/5?preview=123.abcdef').url).toBe('/products/5?preview=[redacted]');
    expect(req('/news?article=5&preview=123.abc&x=1').url).toBe('/news?article=5&preview=[redacted]&x=1');
    expect(req('/products/5.data?PREVIEW=123.abc').url).toBe('/products/5.data?PREVIEW=[redacted]');
  });
});
