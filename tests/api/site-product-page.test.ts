import { describe, expect, it } from 'vitest';
import { chatLinks } from '#common/chat-links';
import { fileLabel } from '#common/file-size';
import { webBuildExists } from '../../server/plugins/web';
import { call, setupApi, siteApp } from '../support/api';
import { createAdmin, createBrand, createProduct, createVariant } from '../support/factories';
import { links, mainOf, pageHtml, tags } from './support/site-html';
import { seedSpecCatalog } from './support/spec-catalog';

// The product page as the server renders it (docs/product.md §2.5, §17, §20, §22): a real 404 for
// an unknown machine, chat links that work before any script has run, the spec sheet's download
// link with its size, the main picture preloaded while the others wait for their turn, and the
// units the cookie names (the published text kept in a title), pages varying on the cookie.
const ctx = setupApi();

const HOST = 'ironsite.test:8080';
const NAME = 'BPG-100 Silent Generator';
const ACCOUNTS = { messenger: 'ironsite.ph', viber: '+639171234567', whatsapp: '639171234567' };
const NONE = { messenger_page: '', viber_number: '', whatsapp_number: '' };

/** The links under the hero's "Chat with us about this machine" (the phone's contact bar has its own). */
function heroChat(html: string) {
  const id = /<p id="([^"]+)"[^>]*>Chat with us about (?:<!-- -->)?this machine<\/p>/.exec(html)?.[1];
  if (!id) return [];
  const list = new RegExp(`<ul aria-labelledby="${id}"[^>]*>([\\s\\S]*?)</ul>`).exec(html)?.[1] ?? '';
  return links(list);
}

/** A download link of the page's main content: its attributes and the format/size label it shows. */
function downloadLink(html: string, name: string) {
  const found = new RegExp(`<a ([^>]*)>${name} ?<span[^>]*>([^<]*)</span></a>`).exec(mainOf(html));
  expect(found, name).toBeTruthy();
  return { attrs: tags(`<a ${found?.[1]}>`, 'a')[0], label: found?.[2] };
}

describe.skipIf(!webBuildExists())('the product page (server-rendered from the build)', () => {
  const site = siteApp(ctx);
  const html = (url: string) => pageHtml(site.app, url, { headers: { host: HOST } });

  async function putSettings(settings: Record<string, string>) {
    const { token } = await createAdmin(ctx.db);
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/admin/settings',
      token,
      payload: { settings },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('an unknown or hidden product is Product Not Found with a 404 and a way back', async () => {
    const hidden = await createBrand(ctx.db, { name: 'Retired Brand', isActive: false });
    const gone = await createVariant(ctx.db, {
      productId: (await createProduct(ctx.db, { brandId: hidden.id })).id,
    });
    for (const url of ['/products/999999', '/products/abc', `/products/${gone.id}`]) {
      const res = await site.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      const main = mainOf(res.body);
      expect(main, url).toMatch(/<h1[^>]*>Product Not Found<\/h1>/);
      expect(main, url).toContain('The requested product could not be found.');
      expect(
        tags(main, 'a').find((a) => a.href === '/products'),
        url,
      ).toBeTruthy();
      expect(main, url).toMatch(/<a [^>]*href="\/products"[^>]*>Back to Products<\/a>/);
    }
  });

  it('without chat accounts the product page offers no chat', async () => {
    await putSettings(NONE);
    const variant = await createVariant(ctx.db, { name: NAME });
    const page = await html(`/products/${variant.id}`);
    expect(mainOf(page)).toMatch(new RegExp(`<h1[^>]*>${NAME}</h1>`));
    expect(page).not.toContain('Chat with us about');
    expect(page).not.toMatch(/aria-label="Chat on /);
  });

  it('shows a plain link for each chat app that is set, and only those', async () => {
    const variant = await createVariant(ctx.db, { name: NAME });
    const url = `http://${HOST}/products/${variant.id}`;
    await putSettings({ ...NONE, viber_number: ACCOUNTS.viber, whatsapp_number: ACCOUNTS.whatsapp });
    const two = heroChat(await html(`/products/${variant.id}`));
    const expected = chatLinks({ viber: ACCOUNTS.viber, whatsapp: ACCOUNTS.whatsapp }, [
      { id: variant.id, name: NAME, url },
    ]);
    expect(two.map(({ 'aria-label': label, href }) => ({ label, href }))).toEqual(
      expected.map(({ label, href }) => ({ label, href })),
    );
    expect(two.find((a) => a['aria-label'] === `Chat on Viber about ${NAME}`)?.href).toBe(
      `viber://chat?number=%2B639171234567&draft=Hello%2C%20I%20would%20like%20to%20ask%20about%20the%20BPG-100%20Silent%20Generator%3A%20${encodeURIComponent(url)}`,
    );
    expect(two.find((a) => a['aria-label'] === `Chat on WhatsApp about ${NAME}`)?.text).toBe('WhatsApp');

    await putSettings({ ...NONE, messenger_page: ACCOUNTS.messenger });
    const page = await html(`/products/${variant.id}`);
    expect(heroChat(page).map((a) => [a['aria-label'], a.href])).toEqual([
      [`Chat on Messenger about ${NAME}`, `https://m.me/ironsite.ph?ref=variant-${variant.id}`],
    ]);
    expect(page).not.toContain('viber://');
  });

  it('the product page and the comparison offer their sheets with the format and size', async () => {
    const one = await createVariant(ctx.db, { name: 'SY215C' });
    const two = await createVariant(ctx.db, { name: 'ZE365E' });
    for (const [page, name, href] of [
      [`/products/${one.id}`, 'Download spec sheet', `/products/${one.id}/spec-sheet.pdf?units=metric`],
      [
        `/compare?ids=${one.id},${two.id}`,
        'Download comparison',
        `/compare/spec-sheet.pdf?ids=${one.id},${two.id}&units=metric`,
      ],
    ]) {
      // The page never waits for a sheet: its size shows once the sheet has been drawn and kept.
      const sheet = await site.app.inject({ url: href });
      expect(sheet.statusCode, href).toBe(200);
      expect(sheet.headers['content-type'], href).toBe('application/pdf');
      expect(sheet.rawPayload.subarray(0, 5).toString(), href).toBe('%PDF-');
      const link = downloadLink(await html(page), name);
      expect(link.attrs.href, page).toBe(href);
      expect(link.attrs, page).toHaveProperty('download');
      expect(link.label, page).toMatch(/^PDF · \d+ KB$/);
      expect(link.label, page).toBe(fileLabel('PDF', sheet.rawPayload.length));
    }
  });

  it('preloads its main picture with its srcset; thumbnails and related machines load lazily', async () => {
    const product = await createProduct(ctx.db, {});
    const pictures = ['/uploads/products/0a1b-1200x900.webp', '/uploads/products/2c3d-1200x900.webp'];
    const variant = await createVariant(ctx.db, { productId: product.id, name: 'A-1', images: pictures });
    await createVariant(ctx.db, {
      productId: product.id,
      name: 'A-2',
      images: ['/uploads/products/4e5f-1200x900.webp'],
    });
    const page = await html(`/products/${variant.id}`);
    const preload = tags(page, 'link').find((l) => l.rel === 'preload' && l.as === 'image');
    expect(preload?.imagesrcset).toContain('/uploads/products/0a1b-1200x900.320w.webp 320w');
    expect(preload?.fetchpriority).toBe('high');
    const images = tags(mainOf(page), 'img');
    expect(images.filter((img) => img.fetchpriority === 'high').map((img) => img.src)).toEqual([pictures[0]]);
    const lazy = images.filter((img) => img.loading === 'lazy').map((img) => img.src);
    expect(lazy).toEqual(expect.arrayContaining([pictures[1], '/uploads/products/4e5f-1200x900.webp']));
  });

  it('the HTML of a fresh request carries the chosen units, and pages vary on the cookie', async () => {
    const { v } = await seedSpecCatalog(ctx.db);
    const url = `/products/${v.bpg250}`;
    const get = (cookie?: string) => site.app.inject({ url, headers: cookie ? { cookie } : {} });
    const imperial = await get('units=imperial');
    expect(imperial.statusCode).toBe(200);
    // 5,000 kg as published.
    expect(imperial.body).toMatch(/11,023 lb/);
    expect(imperial.body).toMatch(/title="As published: [^"]*5,000 kg"/);
    expect(imperial.headers.vary).toMatch(/Cookie/i);
    // A second request is answered from the kept pages: still imperial for imperial, metric for metric.
    const again = await get('units=imperial');
    expect(again.headers['x-response-cache']).toBe('hit');
    expect(again.body).toMatch(/11,023 lb/);
    const metric = await get('units=metric');
    expect(metric.body).not.toMatch(/[\d,.]+ lb/);
    expect(metric.body).toMatch(/5,000 kg/);
    const none = await get();
    expect(none.body).not.toMatch(/[\d,.]+ lb/);
    expect(none.body).toMatch(/5,000 kg/);
  });
});
