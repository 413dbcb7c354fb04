import type { Page } from '@playwright/test';
import { openAsAdmin } from './admin';

// Helpers of the upload widget specs (uploads*.spec.ts).

export const FORMAT = 'Only jpg, jpeg, png, gif, webp images can be uploaded.';
export const STORED = /^\/uploads\/brands\/[0-9a-f]{20}-\d+x\d+\.webp$/;

/** Opens Add Brand and returns its Logo widget. */
export async function brandLogoWidget(page: Page) {
  await openAsAdmin(page, '/admin/brands');
  await page.getByRole('button', { name: 'Add Brand' }).click();
  return page.getByRole('dialog').getByRole('group', { name: 'Logo' });
}

/** The upload POSTs the page sends from now on (to the server or to Cloudinary). */
export function countUploads(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/admin\/uploads|api\.cloudinary\.com/.test(r.url()))
      seen.push(r.url());
  });
  return seen;
}

export const CLOUDINARY_OFF = {
  cloudinary_enabled: false,
  cloudinary_cloud_name: 'ironsite-demo',
  cloudinary_upload_preset: 'ironsite_unsigned',
};
