import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { variant } from '#app/test/records';
import { renderScreen } from '#app/test/render';
import { CONTACT_FOR_PRICE } from '#common/money';
import { ProductHero } from './product-hero';

// The top of the public product page (docs/product.md §7): the variant's category, name, brand and
// product, its introduction (the product's when it has none) and its price. A field a variant shows
// here (docs/guides/add-a-field.md) gets its case in this file.

type StoredVariant = ReturnType<typeof variant>;
const show = (record: StoredVariant) => renderScreen(() => <ProductHero variant={record} />, { role: null });
const product = variant(1).product;

it('shows the category, the name, the brand with the product, the introduction and the price', async () => {
  show(variant(1, { name: 'NWL-30', introduction: 'A compact loader.', price: 274000 }));
  expect(await screen.findByRole('heading', { name: 'NWL-30' })).toBeVisible();
  expect(screen.getByText(product.category.name)).toBeVisible();
  expect(screen.getByText(`${product.brand.name} · ${product.name}`)).toBeVisible();
  expect(screen.getByText('A compact loader.')).toBeVisible();
  expect(screen.getByText(/274,000/)).toBeVisible();
});

it('falls back to the product’s introduction, and offers Contact for Price without a price', async () => {
  show(variant(1, { name: 'NWL-30', product: { ...product, introduction: 'The series.' } }));
  expect(await screen.findByText('The series.')).toBeVisible();
  expect(screen.getByText(CONTACT_FOR_PRICE)).toBeVisible();
});
