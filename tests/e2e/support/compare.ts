import { expect, type Locator, type Page } from '@playwright/test';
import type { Fresh } from '../fixtures';
import { type Ref, uniqueName } from './catalog';

// The comparison page's specs (docs/product.md §18): three machines of the test's own from two
// brands, publishing the same parameters under other names and units (the seed dictionary aligns
// them), made through the admin API and deleted after the test.

type Spec = Record<string, string>;
const groups = (engine: Spec, operation: Spec) => [
  { category: 'Engine', specifications: Object.entries(engine).map(([key, value]) => ({ key, value })) },
  {
    category: 'Operation',
    specifications: Object.entries(operation).map(([key, value]) => ({ key, value })),
  },
];

export interface Trio {
  a: Ref;
  b: Ref;
  c: Ref;
  brands: [string, string];
  category: string;
}

/**
 * A and B of one brand, C of another. Rated Power differs and C's is best (110 kW, 160 hp = 119 kW,
 * 120 kW); Operating Mass differs with no best (20,000 kg, 21,000 kg, 20 t); Travel Speed is the
 * same everywhere; Cycle Time ties B and C as best (lower is better).
 */
export async function threeMachines(fresh: Fresh): Promise<Trio> {
  const one = await fresh.product();
  const two = await fresh.product();
  const variant = (product: Ref, name: string, price: number | null, engine: Spec, operation: Spec) =>
    fresh.record<Ref>('variants', {
      product_id: product.id,
      name: uniqueName(name),
      price,
      technical_parameters: groups(engine, operation),
    });
  const a = await variant(
    one.product,
    'CMX-210',
    95_000,
    { 'Net Power': '110 kW', 'Engine Model': 'K6-107' },
    { 'Operating Weight': '20,000 kg', 'Max Travel Speed': '5.5 km/h', 'Cycle Time': '18 s' },
  );
  const b = await variant(
    one.product,
    'CMX-260',
    120_000,
    { 'Net Power': '160 hp', 'Engine Model': 'K6-107' },
    { 'Operating Weight': '21,000 kg', 'Max Travel Speed': '5.5 km/h', 'Cycle Time': '16 s' },
  );
  const c = await variant(
    two.product,
    'TGX-20',
    null,
    { 'Engine Power': '120 kW', 'Engine Model': 'C4.4' },
    { 'Machine Mass': '20 t', 'Max Speed': '5.5 km/h', 'Cycle Time': '16 s' },
  );
  return { a, b, c, brands: [one.brand.name, two.brand.name], category: one.category.name };
}

export const compareUrl = (...ids: (number | string)[]) => `/compare?ids=${ids.join(',')}`;

/** The comparison's scrolling frame (a region named by the table's caption). */
export const frame = (page: Page) => page.getByRole('region', { name: /side by side$/ });

/** The body row of a parameter, found by its heading cell. */
export const specRow = (page: Page, name: string) =>
  frame(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}\\b`) }) });

/** The texts of a row's value cells, left to right, as a screen reader has them. */
export const cellTexts = (row: Locator) => row.getByRole('cell').allTextContents();

/** Ids of demo machines other than `own`, for a fourth and fifth column. */
export async function otherMachines(page: Page, own: Ref[]): Promise<Ref[]> {
  const { data } = await (await page.request.get('/api/public/variants?per_page=10')).json();
  return (data as Ref[]).filter((v) => !own.some((o) => o.id === v.id)).map(({ id, name }) => ({ id, name }));
}

/** The machines' column headings (the groups' headings span every column and are not among them). */
export const machineHeads = (page: Page) => frame(page).locator('thead').getByRole('columnheader');

/** The machines' names as the column headings give them. */
export const columnNames = (page: Page) =>
  machineHeads(page).evaluateAll((cells) => cells.map((cell) => cell.querySelector('a')?.textContent ?? ''));

/** The background colour a row's heading cell paints. */
export const rowTint = (row: Locator) =>
  row.getByRole('rowheader').evaluate((cell) => getComputedStyle(cell).backgroundColor);

export const WHITE = 'rgb(255, 255, 255)';

/** The "Only differences" switch: a link, so it works without JavaScript. */
export const diffSwitch = (page: Page) => page.getByRole('switch', { name: 'Only differences' });

/** React has hydrated this element (its props are attached), so the page's own handlers run. */
export const hydrated = (element: Locator) =>
  expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);
