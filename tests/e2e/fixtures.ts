import { test as base, expect, type TestInfo, type ViewportSize } from '@playwright/test';
import { adminSession, authHeader, openAsAdmin, type Session } from './support/admin';
import { createRecord, type Ref, uniqueName } from './support/catalog';
import { waitsForHydration } from './support/hydration';
import { serverURL, untilReady } from './support/servers';

// Every spec's `test` (Playwright test.extend): pages that wait for hydration before they are
// used (support/hydration.ts, decision 029), and for the admin specs a signed-in admin and records
// of the test's own made through the API and deleted after it, so no spec leans on or disturbs
// what another made. A spec imports from here instead of @playwright/test (which this re-exports).
export * from '@playwright/test';

type Resource = 'brands' | 'categories' | 'products' | 'variants' | 'parameters';

export interface Fresh {
  /** A brand of the test's own, e.g. for a category to belong to. */
  brand: (prefix?: string) => Promise<Ref>;
  /** POST /api/admin/{resource}; the record is deleted after the test. */
  record: <T extends { id: number }>(resource: Resource, body: Record<string, unknown>) => Promise<T>;
  /** A category of the test's own (named after `prefix`) in a brand of its own. */
  category: (prefix: string, extra?: Record<string, unknown>) => Promise<Ref & { brand: Ref }>;
  /** A brand of the test's own with one active category, and a product in it. */
  product: (extra?: Record<string, unknown>) => Promise<{ brand: Ref; category: Ref; product: Ref }>;
  /** A news article (a draft unless `published` says otherwise). */
  article: (fields: Record<string, unknown>) => Promise<{ id: number; title: string }>;
}

interface Options {
  /** The `page` waits for hydration after a navigation and before an action (default true). */
  waitForHydration: boolean;
}

interface Fixtures {
  /** The e2e admin's API session, for calls the test makes itself (headers: authHeader(admin)). */
  admin: Session;
  /** Signs the page in as the e2e admin (its token stored before the app loads), then opens `path`. */
  asAdmin: (path?: string) => Promise<Session>;
  fresh: Fresh;
}

export const test = base.extend<Fixtures & Options>({
  waitForHydration: [true, { option: true }],
  // A back-office worker talks to its own server (support/servers.ts); the public specs to the first.
  // The first server is ready before any test; the others may still be starting (support/serve.mjs).
  baseURL: async ({ baseURL }, use, testInfo) => {
    if (testInfo.project.name !== 'admin') return use(baseURL);
    const own = serverURL(testInfo.parallelIndex);
    await untilReady(own);
    await use(own);
  },
  page: async ({ page, waitForHydration, javaScriptEnabled }, use) => {
    if (waitForHydration && javaScriptEnabled !== false) await waitsForHydration(page);
    await use(page);
  },
  admin: async ({ request }, use) => {
    await use(await adminSession(request));
  },
  asAdmin: async ({ page }, use) => {
    await use((path = '/admin') => openAsAdmin(page, path));
  },
  fresh: async ({ request, admin }, use) => {
    const made: string[] = [];
    const record = async <T extends { id: number }>(resource: Resource, body: Record<string, unknown>) => {
      const saved = await createRecord<T>(request, resource, body);
      made.push(`/api/admin/${resource}/${saved.id}`);
      return saved;
    };
    const brand = (prefix = 'Category Test Brand') => record<Ref>('brands', { name: uniqueName(prefix) });
    await use({
      brand,
      record,
      category: async (prefix, extra = {}) => {
        const owner = await brand();
        const made = await record<Ref>('categories', {
          name: uniqueName(prefix),
          brand_id: owner.id,
          ...extra,
        });
        return { ...made, brand: owner };
      },
      product: async (extra = {}) => {
        const owner = await brand('Product Test Brand');
        const category = await record<Ref>('categories', { name: uniqueName('Loaders'), brand_id: owner.id });
        const product = await record<Ref>('products', {
          name: uniqueName('PT Loader'),
          brand_id: owner.id,
          category_id: category.id,
          ...extra,
        });
        return { brand: owner, category, product };
      },
      article: async (fields) => {
        const res = await request.post('/api/public/news', {
          headers: authHeader(admin),
          data: {
            author: 'Liza Ramos',
            excerpt: 'Short summary of the article for the cards on the news page and the admin list.',
            content: '<h2>Site report</h2><p>Three new <strong>loaders</strong> joined the fleet.</p>',
            category: 'Equipment',
            ...fields,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
        const article = (await res.json()).data as { id: number; title: string };
        made.push(`/api/public/news/${article.id}`);
        return article;
      },
    });
    // Newest first, so a product goes before its category and brand. A record the test deleted
    // itself, or one the test gave children through the UI, is left as it is: a miss is no failure.
    for (const url of made.reverse()) await request.delete(url, { headers: authHeader(admin) });
  },
});

/**
 * The `test` of a journey: one test whose `steps` were once tests of their own, so it has the time
 * of that many tests (Playwright's 30 s each), fixtures included; at `viewport` when given (a
 * `test.use` of its file or describe would still win over it, so such a journey has none around it).
 */
export const journey = (steps: number, viewport?: ViewportSize) => {
  const timed = test.extend(journeyTime(steps));
  return viewport ? timed.extend({ viewport }) : timed;
};

/** The fixture that gives a journey of `steps` its time, for a spec's own extension of `test`. */
export const journeyTime = (steps: number) => ({
  journeyTime: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's own fixtures from this pattern.
    async ({}, use: (value: undefined) => Promise<void>, testInfo: TestInfo) => {
      testInfo.setTimeout(steps * 30_000);
      await use(undefined);
    },
    { auto: true },
  ] as const,
});

export { expect };
