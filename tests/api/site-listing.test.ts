import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { webBuildExists } from '../../server/plugins/web';
import { setupApi, siteApp } from '../support/api';
import { createBrand, createCategory, createNews, createProduct, createVariant } from '../support/factories';
import {
  canonicalOf,
  inner,
  links,
  mainOf,
  metaContent,
  pageHtml,
  tags,
  texts,
  titlesOf,
} from './support/site-html';
import { seedSpecCatalog } from './support/spec-catalog';

// The product listing and the news page rendered from their address (docs/product.md §2.4, §2.8,
// §17): a shared or reloaded address shows the same filtered page without JavaScript, and an
// address the page cannot use whole is shown as far as it can, with a note, never an error.
const ctx = setupApi();

const HOST = 'ironsite.test:8080';
const SUFFIX = ' | Ironsite Heavy Equipment';

/** The machines' names on the listing's cards, in order. */
const cardNames = (html: string) => inner(html, 'article').flatMap((card) => texts(card, 'h3'));

describe.skipIf(!webBuildExists())('pages from their address (server-rendered from the build)', () => {
  const site = siteApp(ctx);
  const html = (url: string) => pageHtml(site.app, url, { headers: { host: HOST } });
  const machineNamed = async (name: string) => {
    const brand = await createBrand(ctx.db, { name: 'Norvane Machinery' });
    const c = await createCategory(ctx.db, { name: 'Loaders', brandId: brand.id });
    const p = await createProduct(ctx.db, { brandId: brand.id, categoryId: c.id });
    await createVariant(ctx.db, { productId: p.id, name });
  };

  it('the product listing is rendered from the address', async () => {
    const norvane = await createBrand(ctx.db, { name: 'Norvane Machinery' });
    const other = await createBrand(ctx.db, { name: 'Kessler' });
    const machine = async (brandId: number, category: string, name: string) => {
      const c = await createCategory(ctx.db, { name: category, brandId });
      const p = await createProduct(ctx.db, { brandId, categoryId: c.id });
      await createVariant(ctx.db, { productId: p.id, name });
    };
    await machine(norvane.id, 'Loaders', 'NL-50 Compact Loader');
    await machine(norvane.id, 'Excavators', 'NX-240 Crawler Excavator');
    await machine(other.id, 'Loaders', 'KL-30 Wheel Loader');

    const page = await html('/products?brand=Norvane%20Machinery&search=loader');
    expect(titlesOf(page)).toEqual([`Our Products — Brand: Norvane Machinery${SUFFIX}`]);
    expect(texts(page, 'h1')).toEqual(['Our Products']);
    expect(page).toContain('Filtered by Brand: Norvane Machinery');
    expect(metaContent(page, 'description')).toBeTruthy();
    expect(cardNames(page)).toEqual(['NL-50 Compact Loader']);
  });

  it('a spec filter the page cannot use is dropped with a note, never an error page', async () => {
    await seedSpecCatalog(ctx.db);
    const page = await html(
      '/products?category=Excavators&spec.no_such_parameter=1..2&spec.operating_mass=9000..1000&spec.drive=%0D%0Ax',
    );
    const note = texts(page, 'p').find((text) => text.startsWith('Ignored:'));
    for (const field of ['spec.no_such_parameter', 'spec.operating_mass', 'spec.drive'])
      expect(note).toContain(field);
    // The rest of the address still applies: the category's machines, only its chip.
    expect(cardNames(page)).toEqual(['BPG-250', 'BPG-1000', 'BPG-1500']);
    const chips = /<ul[^>]*aria-label="Active filters"[^>]*>([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? '';
    expect(texts(chips, 'a')).toEqual(['Category: Excavators']);
  });

  it('a filtered news address is rendered with the filter chosen and only its articles', async () => {
    await createNews(ctx.db, { title: 'Working safely around cranes', category: 'Safety', published: true });
    await createNews(ctx.db, {
      title: 'Hydraulic hose safety refresher',
      category: 'Safety',
      published: false,
    });
    await createNews(ctx.db, { title: 'Five daily loader checks', category: 'Equipment', published: true });
    // Twice: as shared, and as reloaded.
    for (let i = 0; i < 2; i++) {
      const page = await html('/news?category=Safety');
      expect(titlesOf(page)).toEqual([`Safety News${SUFFIX}`]);
      expect(canonicalOf(page)).toBe(`http://${HOST}/news`);
      expect(page).toMatch(
        /<select id="news-category" name="category"[^>]*>[\s\S]*?<option value="Safety" selected="">/,
      );
      expect(texts(page, 'h3')).toEqual(['Working safely around cranes']);
      expect(page).not.toContain('Hydraulic hose safety refresher');
      expect(page).not.toContain('Five daily loader checks');
    }
  });

  it("an article's address is rendered with the article's own title, description and image", async () => {
    const article = await createNews(ctx.db, {
      title: 'Cranes & rigging: working safely on city sites',
      excerpt: 'Exclusion zones, spotters and wind limits for mobile cranes on congested streets.',
      image: '/uploads/news/0a1b2c3d-1200x675.webp',
      published: true,
    });
    const draft = await createNews(ctx.db, { title: 'Unfinished draft', published: false });
    const page = await html(`/news?article=${article.id}`);
    expect(titlesOf(page)).toEqual([`Cranes & rigging: working safely on city sites${SUFFIX}`]);
    expect(page).toContain('<title>Cranes &amp; rigging');
    expect(metaContent(page, 'og:type')).toBe('article');
    expect(metaContent(page, 'description')).toBe(article.excerpt);
    expect(metaContent(page, 'og:url')).toBe(`http://${HOST}/news?article=${article.id}`);
    expect(metaContent(page, 'og:image')).toBe(`http://${HOST}/uploads/news/0a1b2c3d-1200x675.webp`);
    // A draft or an unknown id is just the news page.
    for (const id of [draft.id, 999_999]) {
      const news = await html(`/news?article=${id}`);
      expect(titlesOf(news)[0]).toMatch(/^News and Updates/);
      expect(news).not.toContain('Unfinished draft');
    }
  });

  it('a search that finds nothing is counted, and its words go to the message form by a link', async () => {
    await machineNamed('NL-50 Compact Loader');
    const page = await html('/products?search=Zoomlion%20%3Cb%3Ecrane%3C%2Fb%3E');
    expect(page).toContain('No products found');
    // Counted as the API's misses are (docs/product.md §4.1), the words only.
    const misses = rowsOf<{ words: string; count: number }>(
      await ctx.db.execute(sql`select words, count from search_misses_daily`),
    );
    expect(misses).toEqual([{ words: 'zoomlion <b>crane</b>', count: 1 }]);
    // A search that found something is not.
    await html('/products?search=loader');
    expect(rowsOf(await ctx.db.execute(sql`select * from search_misses_daily`))).toHaveLength(1);

    const ask = links(mainOf(page)).find((l) => l.text.startsWith('Ask us about'));
    expect(ask?.text).toBe('Ask us about "Zoomlion <b>crane</b>"');
    expect(ask?.href).toBe('/contact?looking_for=Zoomlion+%3Cb%3Ecrane%3C%2Fb%3E#contact-form-title');
    expect(page).not.toContain('<b>crane</b>');

    const contact = await html(ask!.href!.replace(/#.*/, ''));
    const subject = tags(contact, 'input').find((i) => i.name === 'subject');
    expect(subject?.value).toBe('Looking for: Zoomlion <b>crane</b>');
    expect(inner(contact, 'textarea')[0]).toContain(
      'I searched your catalogue for &quot;Zoomlion &lt;b&gt;crane&lt;/b&gt;&quot;',
    );
    // Line breaks and control characters become spaces; the canonical address stays /contact.
    const odd = await html('/contact?looking_for=crane%0D%0AX-Injected%3A%201%00');
    expect(tags(odd, 'input').find((i) => i.name === 'subject')?.value).toBe(
      'Looking for: crane X-Injected: 1',
    );
    expect(canonicalOf(odd)).toBe(`http://${HOST}/contact`);
    // Without words the form starts empty.
    expect(tags(await html('/contact'), 'input').find((i) => i.name === 'subject')?.value ?? '').toBe('');
  });

  it('the home page has a search box that opens the listing, with a Search button', async () => {
    const home = mainOf(await html('/'));
    const form = /<search>[\s\S]*?<\/search>/.exec(home)?.[0] ?? '';
    expect(tags(form, 'form')[0]).toMatchObject({ action: '/products', method: 'get' });
    expect(tags(form, 'input')[0]).toMatchObject({ type: 'search', name: 'search', id: 'home-search' });
    expect(texts(form, 'button')).toEqual(['Search']);
    expect(texts(home, 'h2')).toContain('Find a machine');
  });
});
