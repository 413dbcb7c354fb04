import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminSession, authHeader } from './admin';

// The Settings page's parts, and settings read and written through the API by the specs that
// change them (and put them back).

export const main = (page: Page) => page.getByRole('main');
// A tab's name gains "(has errors)" while one of its fields is refused.
export const tab = (page: Page, name: string) =>
  main(page).getByRole('tab', { name: new RegExp(`^${name}`) });
export const saveButton = (page: Page) => main(page).getByRole('button', { name: 'Save Settings' });

export async function storedValues(request: APIRequestContext, keys: string[]) {
  const session = await adminSession(request);
  const { data } = await (await request.get('/api/admin/settings', { headers: authHeader(session) })).json();
  const flat: Record<string, unknown> = Object.assign({}, ...Object.values(data));
  return Object.fromEntries(keys.map((key) => [key, (flat[key] as { value: unknown }).value]));
}

/** PUT /api/admin/settings as the e2e admin. */
export async function putSettings(request: APIRequestContext, settings: Record<string, unknown>) {
  const session = await adminSession(request);
  const res = await request.put('/api/admin/settings', { headers: authHeader(session), data: { settings } });
  expect(res.status(), await res.text()).toBe(200);
}
