import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderSite } from '#app/test/render-site';
import { MobileMenu } from './mobile-menu';
import { SiteActionsProvider } from './site-actions';
import type { SiteSettings } from './site-data';

// The phone menu (docs/product.md §2.1): its search box opens the listing with the words, by its
// Search button (no Enter needed), and the menu closes as for any other navigation.

it('searches the catalogue from the phone menu with its Search button', async () => {
  const { user, location } = renderSite(
    <SiteActionsProvider>
      <MobileMenu settings={{ phone: '', email: '', social: {} } as SiteSettings} />
    </SiteActionsProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  await user.type(within(menu).getByRole('searchbox', { name: 'Search products' }), 'crane 50 ton');
  await user.click(within(menu).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(location().pathname).toBe('/products'));
  expect(new URLSearchParams(location().search).get('search')).toBe('crane 50 ton');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
});
