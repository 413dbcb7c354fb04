import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { z } from 'zod';
import AdminHeroSection from '#app/routes/admin/hero';
import { accept, answer, savedBody } from '#app/test/api';
import { renderScreen } from '#app/test/render';
import { adminHeroSettingsSchema, availableProductSchema, HERO_MAX_MESSAGE } from '#common/schemas/hero';

// Featured Products for the home hero (docs/product.md §4, §5, §6): a card grid of catalogue items,
// at most five chosen in order (a sixth refused with the product's warning), toggled by click or
// keyboard, Clear All, Save, and the failures' texts. That the home page then leads with the first
// choice is the browser's (hero.spec.ts).

const PRODUCTS = Array.from({ length: 7 }, (_, i) =>
  availableProductSchema.parse({
    id: i + 1,
    name: `Machine ${i + 1}`,
    image: null,
    brand: 'Norvane Machinery',
    category: 'Wheel Loaders',
  }),
);

function open(ids = [1, 2, 3, 4, 5]) {
  answer(
    '/admin/hero-settings',
    { success: true, data: { featured_product_ids: ids } },
    z.object({ success: z.literal(true), data: adminHeroSettingsSchema }),
  );
  answer('/admin/hero-settings/available-products', { success: true, data: PRODUCTS });
  return renderScreen(AdminHeroSection, { url: '/admin/hero' });
}

const card = (name: string) =>
  within(
    within(screen.getByRole('list', { name: 'Available products' }))
      .getByText(name, { exact: true })
      .closest('li') as HTMLElement,
  ).getByRole('button');
const counter = () => screen.getByText(/^\d\/5 selected$/);
const order = () => within(screen.getByRole('list', { name: 'Carousel order' })).getAllByRole('listitem');

it('shows n/5, refuses a sixth with the warning, toggles from the keyboard and clears', async () => {
  const { user } = open();
  await screen.findByRole('list', { name: 'Available products' });
  await waitFor(() => expect(counter()).toHaveTextContent('5/5 selected'));
  expect(card('Machine 1')).toHaveAttribute('aria-pressed', 'true');
  expect(order()[0]).toHaveTextContent('Machine 1');

  await user.click(card('Machine 6'));
  expect(screen.getByRole('alert')).toHaveTextContent(HERO_MAX_MESSAGE);
  expect(card('Machine 6')).toHaveAttribute('aria-pressed', 'false');
  expect(counter()).toHaveTextContent('5/5 selected');

  card('Machine 1').focus();
  await user.keyboard(' ');
  expect(card('Machine 1')).toHaveAttribute('aria-pressed', 'false');
  expect(counter()).toHaveTextContent('4/5 selected');
  expect(screen.queryByText(HERO_MAX_MESSAGE)).toBeNull();
  card('Machine 6').focus();
  await user.keyboard('{Enter}');
  expect(card('Machine 6')).toHaveAttribute('aria-pressed', 'true');
  expect(order().at(-1)).toHaveTextContent('Machine 6');
  expect(card('Machine 6')).toHaveTextContent('Featured position 5');

  await user.click(screen.getByRole('button', { name: 'Clear All' }));
  expect(counter()).toHaveTextContent('0/5 selected');
  expect(screen.getByText(/^No products selected yet./)).toBeVisible();
});

it('saves the chosen order', async () => {
  const { user } = open();
  const saved = accept('put', '/admin/hero-settings', {
    body: savedBody('Featured products updated successfully', { featured_product_ids: [7, 6] }),
  });
  await waitFor(() => expect(counter()).toHaveTextContent('5/5 selected'));
  await user.click(screen.getByRole('button', { name: 'Clear All' }));
  await user.click(card('Machine 7'));
  await user.click(card('Machine 6'));
  expect(order().map((li) => li.textContent)).toEqual([
    expect.stringContaining('Machine 7'),
    expect.stringContaining('Machine 6'),
  ]);
  await user.click(screen.getByRole('button', { name: 'Save Featured Products' }));
  expect(await screen.findByText(/Featured products updated successfully/)).toBeVisible();
  expect(saved.bodies).toEqual([{ featured_product_ids: [7, 6] }]);
});

it('failures show the product’s texts: a save, and a read that leaves Save off', async () => {
  const { user, unmount } = open();
  accept('put', '/admin/hero-settings', { status: 500, body: {} });
  await waitFor(() => expect(counter()).toHaveTextContent('5/5 selected'));
  await user.click(screen.getByRole('button', { name: 'Save Featured Products' }));
  expect(await screen.findByText(/Failed to save featured products/)).toBeVisible();
  unmount();

  const { HttpResponse, http } = await import('msw');
  const { server } = await import('#app/test/server');
  server.use(http.get('/api/admin/hero-settings', () => HttpResponse.json({}, { status: 500 })));
  answer('/admin/hero-settings/available-products', { success: true, data: PRODUCTS });
  renderScreen(AdminHeroSection, { url: '/admin/hero' });
  expect(await screen.findByText(/Failed to load hero settings/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save Featured Products' })).toBeDisabled();
});
