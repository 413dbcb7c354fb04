import { expect, test } from '@playwright/test';

// Scripts and stylesheets go out compressed (built once by scripts/build.mjs): Lighthouse's
// "Enable text compression" was the largest loss on every public page.

test('scripts and stylesheets are sent compressed to browsers that accept it, plain otherwise', async ({
  page,
  request,
}) => {
  const assets: string[] = [];
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && r.url().includes('/assets/')) assets.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const script = assets.find((url) => url.endsWith('.js'));
  const style = assets.find((url) => url.endsWith('.css'));
  expect(script && style).toBeTruthy();

  for (const url of [script as string, style as string]) {
    const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const packed = await request.get(url, { headers: { 'accept-encoding': encoding } });
      expect(packed.status()).toBe(200);
      expect(packed.headers()['content-encoding']).toBe(encoding);
      expect(packed.headers().vary).toMatch(/accept-encoding/i);
      expect(Number(packed.headers()['content-length'])).toBeLessThan(
        Number(plain.headers()['content-length']),
      );
      // Still the same file once decoded.
      expect((await packed.body()).equals(await plain.body())).toBe(true);
    }
  }
});
