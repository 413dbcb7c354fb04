import type { APIRequestContext, Page } from '@playwright/test';

// Shared by the spec filter and units specs (docs/product.md §17).

export const EXCAVATORS = '/products?category=Excavators';

/** The listing's total from "Showing 1–12 of 34 products" (0 for none). */
export async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/^(Showing \d+–\d+ of \d+ products?|0 products)/).textContent()) ?? '';
  return Number(/of (\d+)/.exec(text)?.[1] ?? 0);
}

/** The operating mass range Excavators offer, from the API, in `units`. */
export async function massRange(request: APIRequestContext, units = 'metric') {
  const res = await request.get(`/api/public/facets?category=Excavators&units=${units}`);
  const { data } = await res.json();
  const facet = data.parameters.find((p: { key: string }) => p.key === 'operating_mass');
  return { min: facet.min as number, max: facet.max as number, unit: facet.unit as string };
}

/** An excavator variant's id, for its product page. */
export async function excavatorId(request: APIRequestContext): Promise<number> {
  const { data } = await (await request.get('/api/public/variants?category=Excavators&per_page=1')).json();
  return data[0].id;
}

export { seriousViolations } from './axe';
