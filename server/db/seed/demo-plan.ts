import { DEMO_PRODUCTS, type DemoProduct, type SpecKind, sheetOf } from './demo-catalog';
import { DEMO_COPY } from './demo-copy';
import type { SpecSheet } from './demo-specs';

// Pure planning of the demo variants (no database, no images), so it can be unit-tested.

// List prices in Philippine pesos, the demo supplier's currency (docs/product.md §25.1): a base plus
// a rate per unit of the model's size figure, set so a machine costs what it does on the local
// market: a 3–6 m³ wheel loader ₱5–8 M, a batching plant ₱8–25 M, a crane ₱15–60 M.
const PRICING: Record<SpecKind, [base: number, perUnit: number]> = {
  loader: [2_000_000, 1_000_000],
  excavator: [1_000_000, 280_000],
  'truck-crane': [7_000_000, 330_000],
  'crawler-crane': [8_000_000, 330_000],
  'batching-plant': [5_500_000, 107_000],
  'asphalt-plant': [6_000_000, 250_000],
  'boom-pump': [0, 380_000],
  'trailer-pump': [1_200_000, 60_000],
  'mixer-truck': [2_200_000, 330_000],
  roller: [700_000, 360_000],
  forklift: [350_000, 400],
  'e-forklift': [500_000, 600],
  generator: [350_000, 10_500],
};

/** List price in whole pesos, rounded to ₱10,000. */
export function listPrice(spec: SpecKind, size: number): number {
  const [base, rate] = PRICING[spec];
  return Math.round((base + rate * size) / 10_000) * 10_000;
}

/** Every third variant is "Contact for Price". */
export function demoPrice(spec: SpecKind, size: number, variantIndex: number): number | null {
  return variantIndex % 3 === 2 ? null : listPrice(spec, size);
}

interface PlannedVariant {
  name: string;
  introduction: string;
  description: string;
  price: number | null;
  images: string[];
  features: string[];
  applications: string[];
  sheet: SpecSheet;
}

function position(i: number, n: number): string {
  if (i === 0) return 'is the entry model of the range';
  if (i === n - 1) return 'is the largest model of the range';
  return 'sits in the middle of the range';
}

export function featuredValue(sheet: SpecSheet, key: string): string | undefined {
  for (const group of sheet.groups) {
    const spec = group.specifications.find((s) => s.key === key);
    if (spec) return spec.value;
  }
  return undefined;
}

/**
 * The variants of one product. The first image of every variant is the product's main picture;
 * the others rotate through the product's remaining pictures, 1 to 4 images in all.
 */
export function planVariants(
  product: DemoProduct,
  productImages: string[],
  firstIndex: number,
): PlannedVariant[] {
  const copy = DEMO_COPY[product.spec];
  const [main, ...others] = productImages;
  return product.models.map(([model, size], i) => {
    const index = firstIndex + i;
    const sheet = sheetOf(product, size);
    const figures = sheet.featured.map((k) => `${k} ${featuredValue(sheet, k)}`).join(', ');
    const rotated = others.map((_, j) => others[(i + j) % others.length]);
    const count = 1 + (index % 4);
    return {
      name: `${model} ${product.noun}`,
      introduction: `${product.introduction} The ${model} ${position(i, product.models.length)}.`,
      description:
        `Key figures: ${figures}. Delivered from our Valenzuela City yard with commissioning, ` +
        'operator training and a 12-month or 2,000-hour warranty.',
      price: demoPrice(product.spec, size, index),
      images: [main, ...rotated].slice(0, count),
      features: [...copy.features],
      applications: [...copy.applications],
      sheet,
    };
  });
}

export const DEMO_VARIANT_COUNT = DEMO_PRODUCTS.reduce((n, p) => n + p.models.length, 0);
