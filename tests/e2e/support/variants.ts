import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Variant } from '#common/schemas/variant';
import type { Fresh } from '../fixtures';
import { adminGet, searchBox } from './catalog';

// Helpers of the Variant Management specs (variants-*.spec.ts): the editor's groups, a search
// applied the way a person applies it here, and variants of the test's own under a demo product.

export const group = (scope: Locator, n: number) =>
  scope.getByRole('group', { name: `Specification group ${n}` });
export const spec = (scope: Locator, n: number) =>
  scope.getByRole('group', { name: `Specification ${n}`, exact: true });

/** Applies a search the way a person does here: type, then Enter. */
export async function searchFor(page: Page, term: string) {
  await searchBox(page, 'variants').fill(term);
  await searchBox(page, 'variants').press('Enter');
  await expect(page.getByText(`Filtered by: ${term}`)).toBeVisible();
}

const PRODUCT = 'SRR Tandem Roller';
export const PRODUCT_LABEL = `${PRODUCT} (Stratamac Road Equipment)`;

/** A variant of the test's own under the demo SRR Tandem Roller, made through the API. */
export async function makeVariant(
  fresh: Fresh,
  request: APIRequestContext,
  name: string,
  body: Record<string, unknown> = {},
) {
  const { data } = await adminGet<{ data: { id: number; name: string }[] }>(
    request,
    `products?search=${encodeURIComponent(PRODUCT)}`,
  );
  const product = data.find((p) => p.name === PRODUCT);
  return fresh.record<Variant>('variants', { product_id: product?.id, name, ...body });
}
