import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './fixtures';
import { fillRequest, publicMachines, seedList } from './support/quote-list';
import { DESKTOP } from './support/viewports';

// The sheets buyers forward (docs/product.md §22): plain download links with the format and size,
// that download a PDF. The product page's and the comparison's links are in their server-rendered
// HTML: tests/api/site-product-page.test.ts.

test.use({ viewport: DESKTOP });

const SIZE = /^PDF · \d+ KB$/;

async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return bytes;
}

test('the thank-you screen offers the request as a PDF', async ({ page, request }) => {
  const [machine] = await publicMachines(request, 1);
  await seedList(page, [{ variant_id: machine!.id, quantity: 2 }]);
  const form = page.getByRole('form', { name: 'Your Details' });
  await fillRequest(form, 'Pia Documents', '123456789');
  await form.getByRole('button', { name: 'Send Quote Request' }).click();
  const sent = page.getByRole('region', { name: 'Quote Request Sent!' });
  const link = sent.getByRole('link', { name: /^Download your request/ });
  await expect(link.locator('span')).toHaveText(SIZE);
  await sent.screenshot({ path: test.info().outputPath('thank-you.png') });
  const res = await request.get((await link.getAttribute('href'))!);
  expect(res.headers()['content-type']).toBe('application/pdf');
  await download(page, link);
});
