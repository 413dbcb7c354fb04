import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlibConstants } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
} from '../../server/caching/http-cache';
import { REQUEST_PATH_BROTLI_QUALITY, RESPONSE_CACHE_HEADER } from '../../server/caching/response-cache';
import { webBuildExists } from '../../server/plugins/web';
import { call, setupApi, siteApp } from '../support/api';
import {
  createAdmin,
  createBrand,
  createProduct,
  createVariant,
  DEFAULT_PASSWORD,
} from '../support/factories';

// ETag, 304 and Cache-Control (decision 011) on the public API, and on the server-rendered pages
// when a build exists (BUILD_DIR; `npm run build` makes one): npm test runs the API tests first.
const ctx = setupApi();
let token: string;
beforeEach(async () => {
  token = (await createAdmin(ctx.db, { email: 'admin@example.test' })).token;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'GET', url, headers });
/** An admin write, as the signed-in admin of the test. */
const adminWrite = (method: 'POST' | 'PUT', url: string, payload: object) =>
  call(ctx.app, { method, url, payload, token });

describe('public API reads', () => {
  it('carry a weak ETag (one tag for the plain and the compressed body) and the shared Cache-Control', async () => {
    await createBrand(ctx.db, { name: 'Volvo' });
    const first = await get('/api/public/brands');
    const second = await get('/api/public/variants?page=1');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(second.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await get('/api/public/brands')).headers.etag).toBe(first.headers.etag);
  });

  it('answer a matching If-None-Match with 304 and no body, HEAD included', async () => {
    const { headers } = await get('/api/public/settings');
    for (const tag of [String(headers.etag), String(headers.etag).slice(2), `"other", ${headers.etag}`]) {
      const res = await get('/api/public/settings', { 'if-none-match': tag });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(headers.etag);
      expect(res.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    }
    const head = await call(ctx.app, { method: 'HEAD', url: '/api/public/settings' });
    expect(head.headers.etag).toBe(headers.etag);
  });

  it('get a new ETag after an admin save, so a revalidation brings the change', async () => {
    const brand = await createBrand(ctx.db, { name: 'Volvo' });
    const before = await get('/api/public/brands');
    const save = await adminWrite('PUT', `/api/admin/brands/${brand.id}`, { name: 'Volvo CE' });
    expect(save.statusCode).toBe(200);
    const after = await get('/api/public/brands', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data[0].name).toBe('Volvo CE');
  });

  it('are kept whole: the next identical read is sent as kept, compressed for clients that accept it', async () => {
    for (const name of ['ZX200', 'ZX210', 'ZX350', 'ZX490']) await createVariant(ctx.db, { name });
    const url = '/api/public/variants?page=1&per_page=12';
    const plain = await get(url);
    expect(plain.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
    const again = await get(url);
    expect(again.headers[RESPONSE_CACHE_HEADER]).toBe('hit');
    expect(again.body).toBe(plain.body);
    const packed = await get(url, { 'accept-encoding': 'gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body);
  });

  it('are compressed on the request path at brotli quality 4, never above 5', async () => {
    for (const name of ['ZX200', 'ZX210', 'ZX350', 'ZX490']) await createVariant(ctx.db, { name });
    // The first read is not kept yet: @fastify/compress packs it while the request waits.
    const packed = await get('/api/public/variants?page=1&per_page=12', { 'accept-encoding': 'br' });
    expect(packed.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('br');
    const plain = brotliDecompressSync(packed.rawPayload);
    const at = (quality: number) =>
      brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } });
    expect(REQUEST_PATH_BROTLI_QUALITY).toBeLessThanOrEqual(5);
    expect(packed.rawPayload.equals(at(REQUEST_PATH_BROTLI_QUALITY))).toBe(true);
    expect(packed.rawPayload.equals(at(11))).toBe(false);
  });

  it('are read afresh after an admin save, not sent as kept', async () => {
    const brand = await createBrand(ctx.db, { name: 'Volvo' });
    await get('/api/public/brands');
    expect((await get('/api/public/brands')).headers[RESPONSE_CACHE_HEADER]).toBe('hit');
    await call(ctx.app, { method: 'DELETE', url: `/api/admin/brands/${brand.id}`, token });
    const after = await get('/api/public/brands');
    expect(after.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
    expect(after.json().data).toEqual([]);
  });

  it('are private when the request carries a token', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/public/brands', token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('never stored', () => {
  it('admin reads and writes', async () => {
    const read = await call(ctx.app, { method: 'GET', url: '/api/admin/brands', token });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(read.headers.etag).toBeUndefined();
    const write = await adminWrite('POST', '/api/admin/brands', { name: 'Kobelco' });
    expect(write.statusCode).toBe(201);
    expect(write.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('sign-in, the signed-in user, health and readiness', async () => {
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@example.test', password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const me = await call(ctx.app, { method: 'GET', url: '/api/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    for (const url of ['/api/health', '/api/ready']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it.each([
    ['an unknown variant', '/api/public/variants/999999', 404],
    ['an invalid query', '/api/public/variants?page=zero', 422],
    ['an unknown route', '/api/public/nothing-here', 404],
    ['an admin read without a token', '/api/admin/brands', 401],
  ])('errors: %s', async (_name, url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe(ERROR_CACHE_CONTROL);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe.skipIf(!webBuildExists())('server-rendered pages', () => {
  const site = siteApp(ctx);

  const page = (url: string, headers: Record<string, string> = {}) =>
    site.app.inject({ method: 'GET', url, headers });

  it('carry a weak ETag that stays put from one render to the next, despite fresh CSP nonces', async () => {
    const variant = await createVariant(ctx.db, { name: 'ZX200' });
    for (const url of ['/', '/products', `/products/${variant.id}`, '/news']) {
      const first = await page(url);
      const second = await page(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
      expect(first.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(second.headers.etag, url).toBe(first.headers.etag);
      expect(first.headers['cache-control'], url).toBe(SHARED_CACHE_CONTROL);
    }
  });

  it('answer a revalidation with a bare 304 that keeps the cached page’s own CSP header', async () => {
    const { headers } = await page('/products');
    const res = await page('/products', { 'if-none-match': String(headers.etag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers.etag).toBe(headers.etag);
  });

  it('change after an admin save: the site reads through the same, invalidated cache', async () => {
    const brand = await createBrand(ctx.db, { name: 'Volvo' });
    const product = await createProduct(ctx.db, { brandId: brand.id });
    await createVariant(ctx.db, { productId: product.id, name: 'EC220' });
    const before = await page('/products');
    expect(before.body).toContain('Volvo');
    await adminWrite('PUT', `/api/admin/brands/${brand.id}`, { name: 'Sany' });
    const after = await page('/products', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Sany');
  });

  it.each(['/admin', '/admin/brands', '/login', '/register'])('%s is private', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers.etag).toBeUndefined();
  });

  // Their data requests too: /register.data says whether the first admin still needs a setup code.
  it.each(['/login.data', '/register.data'])('%s is private', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers['x-response-cache']).toBeUndefined();
  });

  it('a missing page is an error, never stored', async () => {
    const res = await page('/products/999999');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe(ERROR_CACHE_CONTROL);
    expect(res.headers.etag).toBeUndefined();
  });
});
