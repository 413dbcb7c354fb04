import { expect, test } from './fixtures';

// The site inside the Fastify process: caching of the client build, CSP nonces, API 404s.
test('serves hashed assets for a year and root files for an hour', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const assetRes = await request.get(asset!);
  expect(assetRes.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const favicon = await request.get('/favicon.svg');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['cache-control']).toBe('public, max-age=3600');
});

test('every inline script carries the nonce of its response', async ({ request }) => {
  const res = await request.get('/');
  const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'])?.[1];
  expect(nonce).toBeTruthy();
  const scripts = [...(await res.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
});

test('unknown API routes answer JSON 404, not the site', async ({ request }) => {
  const res = await request.get('/api/no-such-route');
  expect(res.status()).toBe(404);
  expect((await res.json()).message).toContain('not found');
});
