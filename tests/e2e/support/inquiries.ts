import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { LeadCounts } from '#common/schemas/leads';
import { adminSession, authHeader } from './admin';
import { row, searchBox } from './catalog';
import { DESKTOP } from './viewports';

// Helpers of the Inquiries inbox specs (inquiries-*.spec.ts): the admin's sidebar and cards, the
// status tabs, today's business date, the counts, and leads sent straight to the public API.

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
export const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
export const statusTab = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Inquiry status' })
    .getByRole('link', { name: new RegExp(`^${name}\\b`) });

/**
 * Opens lead `id`, sent by `name`, in the back office at desktop width (`asAdmin`, the fixture), once
 * its page is drawn.
 */
export async function openLeadAsAdmin(
  page: Page,
  asAdmin: (path: string) => Promise<unknown>,
  id: number,
  name: string,
) {
  await page.setViewportSize(DESKTOP);
  await asAdmin(`/admin/inquiries/${id}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Today's date where the company works (UTC+8), as the date filters read it. */
export const businessDate = (offsetDays = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function counts(request: APIRequestContext): Promise<LeadCounts> {
  const session = await adminSession(request);
  const res = await request.get('/api/admin/leads/counts', { headers: authHeader(session) });
  expect(res.ok()).toBe(true);
  return res.json();
}

/** A lead sent straight to the public API (no form_started_at, so not judged too fast). */
export async function postLead(
  request: APIRequestContext,
  endpoint: 'general' | 'support' | 'quote-simple',
  data: Record<string, unknown>,
) {
  const res = await request.post(`/api/contact/${endpoint}`, {
    data: {
      email: 'buyer@example.com',
      subject: 'Batching plant for Davao',
      message: 'Please send a price for a 60 m³/h plant.',
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The sidebar link's name carries the New count ("Inquiries, 3 new"; just "Inquiries" at 0). */
export const badgeName = (n: number) => (n > 0 ? `Inquiries, ${n} new` : 'Inquiries');

export async function findInInbox(page: Page, name: string) {
  await searchBox(page, 'inquiries').fill(name);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  return row(page, name);
}
