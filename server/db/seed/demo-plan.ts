import { PRICE_MAX } from '#common/constants';
import { DEMO_PRODUCTS, type DemoProduct, type SpecKind, sheetOf } from './demo-catalog';
import { DEMO_COPY } from './demo-copy';
import type { SpecSheet } from './demo-specs';

// Pure planning of the demo variants (no database, no images), so it can be unit-tested.

// List prices in USD: a base plus a rate per unit of the model's size figure.
const PRICING: Record<SpecKind, [base: number, perUnit: number]> = {
  loader: [15_000, 18_000],
  excavator: [20_000, 5_200],
  'truck-crane': [60_000, 6_500],
  'crawler-crane': [80_000, 5_500],
  'batching-plant': [40_000, 2_600],
  'asphalt-plant': [100_000, 4_500],
  'boom-pump': [0, 7_000],
  'trailer-pump': [20_000, 1_100],
  'mixer-truck': [40_000, 6_000],
  roller: [12_000, 6_500],
  forklift: [6_000, 7],
  'e-forklift': [9_000, 11],
  generator: [6_000, 190],
};

/** List price in whole USD, rounded to 500. */
export function listPrice(spec: SpecKind, size: number): number {
  const [base, rate] = PRICING[spec];
  return Math.round((base + rate * size) / 500) * 500;
}

/** Every third variant is "Contact for Price", and so is anything at or above the listing's maximum. */
export function demoPrice(spec: SpecKind, size: number, variantIndex: number): number | null {
  if (variantIndex % 3 === 2) return null;
  const price = listPrice(spec, size);
  return price < PRICE_MAX ? price : null;
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
