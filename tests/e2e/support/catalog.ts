import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type Route } from '@playwright/test';
import { adminSession, authHeader } from './admin';

// Helpers of the admin catalogue specs (brands, categories, products): records of their own made
// through the API, so no spec depends on or disturbs the demo data others read.

let seq = 0;
/** A name no other test uses, e.g. "Brand Kalayaan lx3k2-1". */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++seq}`;

/** POST /api/admin/{resource} as the e2e admin; returns the saved record. */
export async function createRecord<T extends { id: number }>(
  request: APIRequestContext,
  resource: 'brands' | 'categories' | 'products' | 'variants',
  body: Record<string, unknown>,
): Promise<T> {
  const session = await adminSession(request);
  const res = await request.post(`/api/admin/${resource}`, { data: body, headers: authHeader(session) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as T;
}

/** GET /api/admin/{path} as the e2e admin. */
export async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const session = await adminSession(request);
  const res = await request.get(`/api/admin/${path}`, { headers: authHeader(session) });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
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

/** axe-core findings of impact serious or critical, as readable lines (empty when clean). */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
