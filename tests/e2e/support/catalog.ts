import { type APIRequestContext, expect, type Locator, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { adminSession, authHeader } from './admin';

// Helpers of the admin catalogue specs (brands, categories, products, variants, uploads): records
// made through the API (tests take theirs from the `fresh` fixture, tests/e2e/fixtures.ts), so no
// spec depends on or disturbs the demo data others read; the list, row and editor of a section;
// files for the upload widget.

let seq = 0;
/** A name no other test uses, e.g. "Brand Kalayaan lx3k2-1". */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++seq}`;

/** POST /api/admin/{resource} as the e2e admin; returns the saved record. */
export async function createRecord<T extends { id: number }>(
  request: APIRequestContext,
  resource: 'brands' | 'categories' | 'products' | 'variants' | 'parameters',
  body: Record<string, unknown>,
): Promise<T> {
  const session = await adminSession(request);
  const res = await request.post(`/api/admin/${resource}`, { data: body, headers: authHeader(session) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as T;
}

export interface Ref {
  id: number;
  name: string;
}

/** GET /api/admin/{path} as the e2e admin. */
export async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const session = await adminSession(request);
  const res = await request.get(`/api/admin/${path}`, { headers: authHeader(session) });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** The add/edit modal (one at a time). */
export const dialog = (page: Page) => page.getByRole('dialog');

/** The table row that mentions `name`. */
export const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** A section's search box, e.g. "Search brands". */
export const searchBox = (page: Page, section: string) =>
  page.getByRole('searchbox', { name: `Search ${section}` });

/** Searches a section (as you type) until `name` is its only result. */
export async function findRow(page: Page, section: string, name: string) {
  await searchBox(page, section).fill(name);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
}

/** Finds `name` in the section's list and presses its Edit or Delete button. */
export async function rowAction(page: Page, section: string, name: string, action: 'Edit' | 'Delete') {
  await findRow(page, section, name);
  await row(page, name)
    .getByRole('button', { name: `${action} ${name}` })
    .click();
}

/** The smallest valid PNG (1×1), for uploads the test answers itself. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A real PNG of the given size and colour, for uploads the server decodes. */
export const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A file for setFiles / setInputFiles. */
export const file = (name: string, buffer: Buffer, mimeType = 'image/png') => ({ name, mimeType, buffer });

/** Chooses a file in an upload widget the way a person does: the button opens the system picker. */
export async function choose(widget: Locator, chosen: ReturnType<typeof file>) {
  const picker = widget.page().waitForEvent('filechooser');
  await widget.getByRole('button', { name: /^(Upload|Replace) image$/ }).click();
  await (await picker).setFiles(chosen);
}

/**
 * Holds matching requests until `release()`, so a test can see what a person sees while the
 * server is still working (Loading..., Saving...) without timing anything.
 */
export async function holdRequests(page: Page, url: string, method = 'GET') {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    await gate;
    await route.fallback();
  });
  return { release };
}

// axe-core findings of impact serious or critical, as readable lines (empty when clean).
export { seriousViolations } from './axe';

export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
