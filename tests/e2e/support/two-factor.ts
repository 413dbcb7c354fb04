import { expect, type Page } from '@playwright/test';

// The two-factor spec's steps on the sign-in screen and its card in Profile.

export const card = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Two-factor sign-in' });

/** Email and password on the login screen, once the app has hydrated (as in auth.spec.ts). */
export async function passwordStep(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await expect(async () => {
    await page.getByRole('button', { name: 'Sign In' }).click({ timeout: 2000 });
    await expect(page.getByText('Email is required')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
}

export async function submitCode(page: Page, label: 'Two-factor code' | 'Recovery code', code: string) {
  await page.getByLabel(label).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}
