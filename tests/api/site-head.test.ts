import { describe, expect, it } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { call, setupApi, siteApp } from '../support/api';
import { createAdmin, createVariant } from '../support/factories';
import { canonicalOf, metaContent, pageHtml, tags, titlesOf } from './support/site-html';

// Each public page's own head in the server-rendered HTML (docs/product.md §2, §14, §15): what a link
// preview or a search result shows, and what the first paint asks for before any script runs.
const ctx = setupApi();

const HOST = 'ironsite.test:8080';
const ORIGIN = `http://${HOST}`;
const SUFFIX = ' | Ironsite Heavy Equipment';

const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

describe.skipIf(!webBuildExists())('the head of each page (server-rendered from the build)', () => {
  const site = siteApp(ctx);
  const html = (url: string) => pageHtml(site.app, url, { headers: { host: HOST } });

  it('the home page: the hero’s title and description, its picture for previews, the first slide preloaded', async () => {
    const { token } = await createAdmin(ctx.db);
    const hero = '/uploads/hero/0a1b2c3d-1200x675.webp';
    const slide = '/uploads/products/4e5f6a7b-1200x900.webp';
    const settings = await call(ctx.app, {
      method: 'PUT',
      url: '/api/admin/settings',
      token,
      payload: {
        settings: {
          hero_title: 'Heavy Equipment Built for Philippine Projects',
          hero_description: 'From a 25 m³/h batching plant to a 160-tonne all-terrain crane.',
          hero_background_image: hero,
        },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const variant = await createVariant(ctx.db, { name: 'NL-50 Wheel Loader', images: [slide] });
    const featured = await call(ctx.app, {
      method: 'PUT',
      url: '/api/admin/hero-settings',
      token,
      payload: { featured_product_ids: [variant.id] },
    });
    expect(featured.statusCode, featured.body).toBe(200);

    const page = await html('/');
    expect(titlesOf(page)).toEqual([`Heavy Equipment Built for Philippine Projects${SUFFIX}`]);
    expect(metaContent(page, 'description')).toBe(
      'From a 25 m³/h batching plant to a 160-tonne all-terrain crane.',
    );
    expect(metaContent(page, 'og:image')).toBe(`${ORIGIN}${hero}`);
    const preloads = tags(page, 'link').filter((l) => l.rel === 'preload' && l.as === 'image');
    const first = preloads.find((l) => `${l.href ?? ''} ${l.imagesrcset ?? ''}`.includes(slide.slice(0, -5)));
    expect(first, JSON.stringify(preloads)).toMatchObject({ fetchpriority: 'high' });
    // The modals are split off: their code is not part of the first load.
    expect(page).not.toMatch(/quote-modal/);
  });

  it.each([
    ['/about', 'About Us'],
    ['/services', 'Services and After-Sales Support'],
  ])('%s has its own title, description, canonical and Open Graph tags, and one h1', async (path, title) => {
    const page = await html(path);
    expect(titlesOf(page)).toEqual([`${title}${SUFFIX}`]);
    expect(metaContent(page, 'description')?.length).toBeGreaterThanOrEqual(40);
    expect(canonicalOf(page)).toBe(`${ORIGIN}${path}`);
    expect(metaContent(page, 'og:title')).toBe(`${title}${SUFFIX}`);
    expect(h1Count(page)).toBe(1);
  });

  it('/contact has its title, description, canonical URL and Open Graph title, and one h1', async () => {
    const page = await html('/contact');
    expect(titlesOf(page)).toEqual([`Contact Us${SUFFIX}`]);
    expect(metaContent(page, 'description')).toMatch(/within 24 hours/);
    expect(canonicalOf(page)).toBe(`${ORIGIN}/contact`);
    expect(metaContent(page, 'og:title')).toBeTruthy();
    expect(h1Count(page)).toBe(1);
  });

  it.each([
    ['/login', 'Admin Login'],
    ['/register', 'Create Admin Account'],
  ])('%s is server-rendered with its title and asks not to be indexed', async (path, title) => {
    const page = await html(path);
    expect(titlesOf(page)[0]).toMatch(new RegExp(`^${title}`));
    expect(metaContent(page, 'robots')).toBe('noindex');
  });
});
