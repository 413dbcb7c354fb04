import { expect, test } from './fixtures';

// Pages are kept whole after their first render (server/caching/response-cache.ts) with their CSP
// nonces swapped for each response's own: a kept page must still run every script it carries.
test('a page sent again from memory arrives compressed and runs its scripts under its own CSP', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Rendered once for another visitor, then asked for by this browser (which has no copy to
  // revalidate, so it gets the whole page, not a 304). Any admin write forgets every kept page, and
  // the public specs running beside this one make records of their own, so a write may fall
  // between the two requests: then both are made again, at an address of their own.
  let attempt = 0;
  let headers: Record<string, string> = {};
  await expect(async () => {
    const url = `/products?sort_by=name&kept=${++attempt}`;
    expect((await request.get(url)).status()).toBe(200);
    headers = (await (await page.goto(url))?.allHeaders()) ?? {};
    expect(headers['x-response-cache']).toBe('hit');
  }).toPass({ timeout: 30_000 });
  expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
  // The inline context script runs only with this response's nonce, and React hydrates only
  // once the module scripts have run: its fibre then hangs on the body.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          typeof (window as unknown as { __reactRouterContext?: object }).__reactRouterContext === 'object' &&
          Object.keys(document.body).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  expect(violations).toEqual([]);
});
