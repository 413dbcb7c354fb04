import { describe, expect, it } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { indexVariantSpecs } from '../../server/services/parameters/spec-index';
import { createWebServices } from '../../server/web-services';
import { call, setupApi, siteApp } from '../support/api';
import { createBrand, createCategory, createProduct, createVariant } from '../support/factories';
import { inner, mainOf, pageHtml, texts } from './support/site-html';

// The comparison page's doorway (docs/product.md §18): the load context's services read the
// comparison from the read cache GET /api/public/compare fills, and the page answers every
// address, however malformed, with a page rather than an error.
const ctx = setupApi();

async function twoMachines() {
  const brand = await createBrand(ctx.db, { name: 'Komatsu' });
  const category = await createCategory(ctx.db, { name: 'Excavators', brandId: brand.id });
  const product = await createProduct(ctx.db, { brandId: brand.id, categoryId: category.id, name: 'PC' });
  const machine = async (name: string, power: string) => {
    const v = await createVariant(ctx.db, {
      productId: product.id,
      name,
      technicalParameters: [{ category: 'Engine', specifications: [{ key: 'Net Power', value: power }] }],
    });
    await indexVariantSpecs(ctx.db, [v.id]);
    return v.id;
  };
  return [await machine('PC200-8', '110 kW'), await machine('PC210', '160 hp')];
}

describe('web services: comparison', () => {
  it('share the read cache with the API: one read for the same machines and units', async () => {
    const ids = await twoMachines();
    const services = createWebServices(ctx.db);
    const before = ctx.app.readCache.stats.misses;
    const viaApi = await call(ctx.app, { url: `/api/public/compare?ids=${ids.join(',')}&units=imperial` });
    expect(viaApi.statusCode).toBe(200);
    const viaSite = await services.comparison(ids, 'imperial');
    expect(viaSite).toEqual(viaApi.json().data);
    expect(viaSite.rows[0]).toMatchObject({ name: 'Rated Power', values: ['148 hp', '160 hp'], best: [1] });
    expect(ctx.app.readCache.stats.misses - before).toBe(1);
  });
});

/** The page's notes about the address (the lines of its status box). */
const notesOf = (html: string) =>
  texts(/<div role="status"[^>]*>([\s\S]*?)<\/div>/.exec(mainOf(html))?.[1] ?? '', 'p');
/** The machines' names as the column headings give them, left to right. */
const columnNames = (html: string) =>
  inner(/<thead>[\s\S]*?<\/thead>/.exec(html)?.[0] ?? '', 'th').flatMap((th) => texts(th, 'a'));

describe.skipIf(!webBuildExists())('the /compare page (server-rendered from the build)', () => {
  const site = siteApp(ctx);

  it('renders the machines with a canonical address and noindex', async () => {
    const [a, b] = await twoMachines();
    const page = await site.app.inject({ url: `/compare?ids=${b},x,${a},${b}&diff=1` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Compare: PC210 vs PC200-8 | Ironsite Heavy Equipment</title>');
    expect(page.body).toMatch(
      new RegExp(`<link rel="canonical" href="http://[^"]+/compare\\?ids=${b},${a}"`),
    );
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).toContain('Part of the address is not a machine number and was left out.');
  });

  it('answers every address with a page, never an error, and echoes no markup', async () => {
    const [a] = await twoMachines();
    const addresses = [
      '/compare',
      '/compare?ids=',
      '/compare?ids=abc',
      `/compare?ids=1,2,3,4,5,6,${a}`,
      `/compare?ids=${a}&ids=${a}&ids=x`,
      '/compare?ids=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/compare?ids=1%0D%0ASet-Cookie:%20x=1',
      `/compare?ids=${'9'.repeat(4000)}`,
      `/compare?ids=${Array.from({ length: 2000 }, (_, i) => i + 1).join(',')}`,
      '/compare?ids=-1,0,1e3,0x1f,2147483648',
      `/compare?ids=${a}&diff=%3Cscript%3E`,
      `/compare?ids[]=${a}`,
      `/compare.data?ids=abc,${a}`,
    ];
    for (const url of addresses) {
      const res = await site.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('<script>alert');
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    const many = await site.app.inject({ url: `/compare?ids=1,2,3,4,5,6,${a}` });
    expect(many.body).toContain('You can compare up to 4 machines.');
  });

  it('counts the machines no longer shown in a note and compares the rest', async () => {
    const [a, c] = await twoMachines();
    const page = await pageHtml(site.app, `/compare?ids=${a},2147480001,${c},2147480002`);
    expect(notesOf(page)).toEqual(['2 machines could not be shown: they are no longer available.']);
    expect(columnNames(page)).toEqual(['PC200-8', 'PC210']);
    const one = await pageHtml(site.app, `/compare?ids=2147480001,${a}`);
    expect(notesOf(one)).toEqual(['1 machine could not be shown: it is no longer available.']);
    expect(columnNames(one)).toEqual(['PC200-8']);
  });

  it('shows what it can of an address it cannot read whole, with a note', async () => {
    const [a, b] = await twoMachines();
    const more = [];
    for (const name of ['EC220', 'ZX200', 'SY215']) more.push((await createVariant(ctx.db, { name })).id);
    const five = await pageHtml(site.app, `/compare?ids=${[a, b, ...more].join(',')}`);
    expect(notesOf(five)).toEqual(['You can compare up to 4 machines.']);
    expect(columnNames(five)).toEqual(['PC200-8', 'PC210', 'EC220', 'ZX200']);
    const junk = await pageHtml(site.app, `/compare?ids=abc,${a},%3Cscript%3E,${a},-3,0`);
    expect(notesOf(junk)).toEqual(['Part of the address is not a machine number and was left out.']);
    expect(columnNames(junk)).toEqual(['PC200-8']);
    const none = await pageHtml(site.app, '/compare?ids=abc');
    expect(mainOf(none)).toMatch(/<h2[^>]*>No machines to compare yet<\/h2>/);
  });

  it('without machines says so and points to the catalogue', async () => {
    const page = await pageHtml(site.app, '/compare');
    expect(page).toContain('<title>Compare Machines | Ironsite Heavy Equipment</title>');
    const main = mainOf(page);
    expect(main).toMatch(/<h2[^>]*>No machines to compare yet<\/h2>/);
    expect(main).toMatch(/<a [^>]*href="\/products"[^>]*>Browse Products<\/a>/);
    expect(columnNames(page)).toEqual([]);
  });
});
