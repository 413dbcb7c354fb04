import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { call, putSettings, setupApi, siteApps } from '../support/api';
import { createAdmin, createBrand, createCategory } from '../support/factories';
import { links, mainOf, pageHtml, texts } from './support/site-html';

// The About, Services and Contact pages and the footer as the server renders them
// (docs/product.md §2.2, §2.3, §2.6, §2.7, §2.9): their sections, and the company's details and
// figures from Settings and the catalogue (a figure left empty is left out of the impact band;
// About's one count of equipment categories is the strip's own number).
const ctx = setupApi();

/** The items of the list labelled `label`. */
const listItems = (html: string, label: string) =>
  [
    ...(new RegExp(`<ul[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</ul>`).exec(html)?.[1] ?? '').matchAll(
      /<li\b[^>]*>([\s\S]*?)<\/li>/g,
    ),
  ].map((m) => m[1]);
/** The section headed `heading` (an h2) up to the next h2. */
const after = (html: string, heading: string) =>
  new RegExp(`<h2[^>]*>${heading}</h2>([\\s\\S]*?)(?=<h2|$)`).exec(html)?.[1] ?? '';

/** Every <dt>/<dd> pair of the page's main content, as [label, value]. */
const figures = (html: string) =>
  [...mainOf(html).matchAll(/<dt\b[^>]*>([^<]*)<\/dt><dd\b[^>]*>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]);

const SETTINGS = {
  site_name: 'Ironsite Heavy Equipment',
  employees: '180+',
  countries_served: '6',
  company_phone: '0917 555 0142',
  company_email: 'sales@ironsite-equipment.example',
  company_address: 'Unit 4, Northgate Industrial Estate, 128 Gen. T. de Leon Road',
  facebook_url: 'https://www.facebook.com/ironsite.equipment.demo',
};

describe.skipIf(!webBuildExists())(
  'About, Services, Contact and the footer (server-rendered from the build)',
  () => {
    const start = siteApps(ctx);
    let site: FastifyInstance;
    beforeAll(async () => {
      site = await start();
    });
    const settings = async () => {
      const { token } = await createAdmin(ctx.db);
      const res = await putSettings(ctx.app, token, SETTINGS);
      expect(res.statusCode, res.body).toBe(200);
    };

    it('About shows its sections, six goals and the impact figures', async () => {
      await settings();
      const main = mainOf(await pageHtml(site, '/about'));
      expect(texts(main, 'h1')).toHaveLength(1);
      expect(texts(main, 'h2')).toEqual(
        expect.arrayContaining([
          'Equipment Categories',
          'About Ironsite Heavy Equipment',
          'Mission and Vision',
        ]),
      );
      expect(texts(main, 'h3')).toEqual(expect.arrayContaining(['Our Mission', 'Our Vision']));
      expect(listItems(main, 'Our goals')).toHaveLength(6);
      // The impact band: the head count and countries served (Settings), then the fixed figures.
      const band = /<section aria-labelledby="impact-title"[\s\S]*?<\/section>/.exec(main)?.[0] ?? '';
      expect(texts(band, 'dd')).toEqual(['180+', '6', '2000+', '500+']);
    });

    it('Services shows six after-sales cards and six We Offer You cards', async () => {
      const main = mainOf(await pageHtml(site, '/services'));
      expect(texts(main, 'h1')).toHaveLength(1);
      const support = listItems(main, 'After-sales support');
      const offer = listItems(main, 'We offer you');
      expect(support).toHaveLength(6);
      expect(offer).toHaveLength(6);
      expect(support.flatMap((card) => texts(card, 'h3'))).toContain('Operator Training');
      expect(offer.flatMap((card) => texts(card, 'h3'))).toContain('Financing Options');
    });

    it('Contact shows the details, the lead desk’s business hours and social links from Settings', async () => {
      await settings();
      // The hours the response clock counts (Settings → Leads), here with a Saturday morning and a
      // lunch break on Fridays: the Contact page and the footer follow them.
      const { token } = await createAdmin(ctx.db);
      const day = [{ open: '08:00', close: '17:00' }];
      const hours = await call(ctx.app, {
        method: 'PUT',
        url: '/api/admin/business-hours',
        token,
        payload: {
          days: {
            mon: day,
            tue: day,
            wed: day,
            thu: day,
            fri: [
              { open: '08:00', close: '12:00' },
              { open: '13:00', close: '17:00' },
            ],
            sat: [{ open: '08:00', close: '12:00' }],
            sun: [],
          },
        },
      });
      expect(hours.statusCode, hours.body).toBe(200);
      const html = await pageHtml(site, '/contact');
      const main = mainOf(html);
      expect(figures(html)).toEqual(
        expect.arrayContaining([
          ['Monday – Thursday', '8:00 AM – 5:00 PM'],
          ['Friday', '8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM'],
          ['Saturday', '8:00 AM – 12:00 PM'],
          ['Sunday', 'Closed'],
        ]),
      );
      expect(main).not.toContain('Work from home');
      const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      expect(footer).toContain(
        'Monday – Thursday: 8:00 AM – 5:00 PM; Friday: 8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM; Saturday: 8:00 AM – 12:00 PM',
      );
      expect(texts(main, 'h1')).toEqual(['Contact Us']);
      const found = links(main);
      expect(found).toContainEqual(
        expect.objectContaining({ href: 'tel:09175550142', text: '0917 555 0142' }),
      );
      expect(found).toContainEqual(
        expect.objectContaining({
          href: 'mailto:sales@ironsite-equipment.example',
          text: 'sales@ironsite-equipment.example',
        }),
      );
      expect(main).toContain('Northgate Industrial Estate');
      expect(found.find((a) => a['aria-label'] === 'Facebook')?.href).toBe(SETTINGS.facebook_url);
      expect(found.some(({ text }) => text.startsWith('Open in Maps'))).toBe(true);
    });

    it('the footer lists six brands and six distinct categories, then a link to all of them', async () => {
      const brands = [];
      for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'])
        brands.push(await createBrand(ctx.db, { name: `${name} Machinery` }));
      await createBrand(ctx.db, { name: 'Retired Machinery', isActive: false });
      const names = ['Loaders', 'Cranes', 'Loaders', 'Pumps', 'Plants', 'Rollers', 'Generators', 'Mixers'];
      for (const [i, name] of names.entries())
        await createCategory(ctx.db, { name, brandId: brands[i % 7].id });
      const footer = /<footer\b[\s\S]*<\/footer>/.exec(await pageHtml(site, '/services'))?.[0] ?? '';
      const brandLinks = texts(after(footer, 'Our Brands'), 'a');
      const categoryLinks = texts(after(footer, 'Categories'), 'a');
      expect(brandLinks).toHaveLength(7);
      expect(brandLinks.at(-1)).toBe('View All Brands');
      expect(brandLinks).not.toContain('Retired Machinery');
      expect(categoryLinks).toHaveLength(7);
      expect(categoryLinks.at(-1)).toBe('View All Categories');
      expect(new Set(categoryLinks).size).toBe(7);
      const footerLinks = links(footer).map(({ href, text }) => ({ href, text }));
      expect(footerLinks).toContainEqual({ href: '/privacy', text: 'Privacy Policy' });
      expect(footerLinks).toContainEqual({ href: '/terms', text: 'Terms of Service' });
      expect(footerLinks.some(({ text }) => text.startsWith('Open in Maps'))).toBe(true);
    });

    it('an impact figure left empty in Settings is left out of the band', async () => {
      const { token } = await createAdmin(ctx.db);
      const res = await putSettings(ctx.app, token, { employees: '180+', countries_served: '' });
      expect(res.statusCode, res.body).toBe(200);
      for (const path of ['/', '/about']) {
        const shown = figures(await pageHtml(site, path));
        expect(shown, path).toContainEqual(['Employees', '180+']);
        expect(
          shown.map(([label]) => label),
          path,
        ).not.toContain('Countries Served');
      }
    });

    it.each(['/about', '/'])(
      '%s shows no category count that contradicts the categories it lists',
      async (path) => {
        const komatsu = await createBrand(ctx.db, { name: 'Komatsu' });
        const volvo = await createBrand(ctx.db, { name: 'Volvo' });
        // Loaders twice (two brands, one entry in the strip), and one category no visitor sees.
        await createCategory(ctx.db, { name: 'Loaders', brandId: komatsu.id });
        await createCategory(ctx.db, { name: 'Loaders', brandId: volvo.id });
        await createCategory(ctx.db, { name: 'Excavators', brandId: komatsu.id });
        await createCategory(ctx.db, { name: 'Rough Terrain Cranes', brandId: volvo.id, isActive: false });
        const page = await pageHtml(site, path);
        const strip = /<ul[^>]*aria-label="Equipment categories"[^>]*>([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? '';
        const listed = strip.match(/<li\b/g)?.length ?? 0;
        expect(listed).toBe(2);
        const counts = figures(page).filter(([label]) => /categor/i.test(label));
        // About: one count, labelled like the strip, and it is the strip's own number; home: none.
        expect(counts).toEqual(path === '/about' ? [['Equipment categories', String(listed)]] : []);
      },
    );
  },
);
