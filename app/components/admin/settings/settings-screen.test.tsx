import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { expect, it } from 'vitest';
import AdminSettingsSection from '#app/routes/admin/settings';
import { accept, answer, fail, refused, savedBody } from '#app/test/api';
import { groupedSettings } from '#app/test/records';
import { renderScreen } from '#app/test/render';
import { groupedSettingsSchema } from '#common/schemas/settings';

// Settings (docs/product.md §4, §12): the tabs and their fields (label, description), one Save
// Settings for every tab, a refused value under its field on its own tab, the failures' texts, a
// tab without settings, the colour picker beside its text box, and unsaved changes asked about
// before leaving for another section. Which values the server accepts is
// tests/api/settings.test.ts's; a reload's browser prompt is the browser's (settings-save.spec.ts).

const main = () => document.body;
const tab = (name: string) => within(main()).getByRole('tab', { name: new RegExp(`^${name}`) });
const save = () => within(main()).getByRole('button', { name: 'Save Settings' });

function Screen() {
  return (
    <>
      <Link to="/admin">Dashboard</Link>
      <AdminSettingsSection />
    </>
  );
}

function open(settings = groupedSettings()) {
  answer('/admin/settings', { success: true, data: settings });
  return renderScreen(Screen, { url: '/admin/settings' });
}

it('the eight tabs switch between their settings, each with its label and description', async () => {
  const { user } = open();
  const siteName = await within(main()).findByRole('textbox', { name: 'Site Name' });
  expect(
    within(main())
      .getAllByRole('tab')
      .map((t) => t.textContent),
  ).toEqual([
    'General',
    'Contact',
    'Social Media',
    'Appearance',
    'Cloudinary',
    'Financing',
    'Leads',
    'Security',
  ]);
  expect(tab('General')).toHaveAttribute('aria-selected', 'true');
  expect(siteName).toHaveAccessibleDescription(/^Shown in the header and footer/);
  await user.click(tab('Contact'));
  expect(within(main()).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
    'Main phone number.',
  );
  expect(within(main()).queryByRole('textbox', { name: 'Site Name' })).toBeNull();
  await user.click(tab('Social Media'));
  expect(within(main()).getByRole('textbox', { name: 'Facebook' })).toBeVisible();
  await user.click(tab('Appearance'));
  expect(
    within(main()).getByRole('checkbox', { name: 'Floating Social Buttons' }),
  ).toHaveAccessibleDescription('Show the floating social media buttons on public pages.');
  expect(within(main()).getByRole('spinbutton', { name: 'Products Per Page' })).toBeVisible();
  await user.click(tab('Cloudinary'));
  expect(within(main()).getByRole('textbox', { name: 'Cloud Name' })).toBeVisible();
  expect(within(main()).getByRole('checkbox', { name: 'Use Cloudinary' })).toBeVisible();
  await user.click(tab('Security'));
  expect(
    within(main()).getByRole('checkbox', { name: 'Require two-factor for all staff' }),
  ).toHaveAccessibleDescription(/can only open their Profile/);
  expect(within(main()).queryByRole('tab', { name: /Hero/ })).toBeNull();
});

it('Save Settings sends only the changes, of every tab, and says so', async () => {
  const { user } = open();
  const saved = accept('put', '/admin/settings', {
    body: savedBody('Settings saved successfully!', groupedSettings({ site_name: 'Ironsite Two' })),
  });
  const siteName = await within(main()).findByRole('textbox', { name: 'Site Name' });
  await user.clear(siteName);
  await user.type(siteName, 'Ironsite Two');
  await user.click(tab('Appearance'));
  const perPage = within(main()).getByRole('spinbutton', { name: 'Products Per Page' });
  await user.clear(perPage);
  await user.type(perPage, '24');
  expect(within(main()).getByText('You have unsaved changes.')).toBeVisible();
  await user.click(save());
  expect(await within(main()).findByText(/Settings saved successfully/)).toBeVisible();
  expect(saved.bodies).toEqual([{ settings: { site_name: 'Ironsite Two', products_per_page: '24' } }]);
});

it('choosing another currency warns that stored prices are not converted, until it is chosen back', async () => {
  const { user } = open();
  const currency = await within(main()).findByRole('combobox', { name: 'Currency' });
  expect(currency).toHaveValue('PHP');
  expect(within(main()).queryByRole('alert')).toBeNull();
  await user.selectOptions(currency, 'USD');
  expect(within(main()).getByRole('alert')).toHaveTextContent(/^Prices are not converted/);
  await user.selectOptions(currency, 'PHP');
  expect(within(main()).queryByRole('alert')).toBeNull();
});

it('a failed read says "Failed to fetch settings: " and the reason', async () => {
  fail('/admin/settings', 500, 'Database unavailable');
  renderScreen(Screen, { url: '/admin/settings' });
  expect(await screen.findByText('Failed to fetch settings: Database unavailable')).toBeVisible();
});

it('a failed save says "Failed to save settings: " and keeps the change to save again', async () => {
  const { user } = open();
  fail('/admin/settings', 500, 'Database unavailable', 'put');
  const siteName = await within(main()).findByRole('textbox', { name: 'Site Name' });
  await user.clear(siteName);
  await user.type(siteName, 'Ironsite Test Name');
  await user.click(save());
  expect(await within(main()).findByText('Failed to save settings: Database unavailable')).toBeVisible();
  expect(within(main()).getByText('You have unsaved changes.')).toBeVisible();
  expect(siteName).toHaveValue('Ironsite Test Name');
});

it('a value the server refuses is shown under its field, on its own tab', async () => {
  const { user } = open();
  refused('/admin/settings', 'put', { products_per_page: ['The value must be between 1 and 100.'] });
  await user.click(await within(main()).findByRole('tab', { name: /^Appearance/ }));
  const perPage = within(main()).getByRole('spinbutton', { name: 'Products Per Page' });
  await user.clear(perPage);
  await user.type(perPage, '500');
  await user.click(tab('General'));
  await user.click(save());
  expect(
    await within(main()).findByText('Failed to save settings: The value must be between 1 and 100.'),
  ).toBeVisible();
  await waitFor(() => expect(tab('Appearance')).toHaveAttribute('aria-selected', 'true'));
  expect(within(main()).getByRole('spinbutton', { name: 'Products Per Page' })).toHaveAccessibleDescription(
    /The value must be between 1 and 100\./,
  );
  // Focused by the form itself: the field comes a render after its tab (react-hook-form focuses only
  // the fields its own checks refuse).
  await waitFor(() =>
    expect(within(main()).getByRole('spinbutton', { name: 'Products Per Page' })).toHaveFocus(),
  );
});

it('a tab without settings says No settings found for this category.', async () => {
  const { user } = open(
    groupedSettingsSchema.parse({
      general: { site_name: { value: 'Ironsite', type: 'text', label: 'Site Name', description: 'Name.' } },
      contact: {},
    }),
  );
  expect(await within(main()).findByRole('textbox', { name: 'Site Name' })).toBeVisible();
  await user.click(tab('Contact'));
  expect(within(main()).getByText('No settings found for this category.')).toBeVisible();
  await user.click(tab('Cloudinary'));
  expect(within(main()).getByText('No settings found for this category.')).toBeVisible();
});

it('the colour picker and its text box stay in sync, and a bad colour is refused before sending', async () => {
  const { user } = open();
  const saved = accept('put', '/admin/settings');
  await user.click(await within(main()).findByRole('tab', { name: /^Appearance/ }));
  const text = within(main()).getByRole('textbox', { name: 'Primary Color' });
  const picker = within(main()).getByLabelText('Primary Color picker');
  // Pasted whole, as a colour is usually copied: typed, "#12a" on the way is a colour of its own.
  await user.clear(text);
  await user.paste('#12ab34');
  expect(picker).toHaveValue('#12ab34');
  await user.clear(text);
  await user.paste('#12ab3');
  expect(picker).toHaveValue('#12ab34');
  await user.click(tab('General'));
  await user.click(save());
  await waitFor(() => expect(tab('Appearance')).toHaveAttribute('aria-selected', 'true'));
  expect(tab('Appearance')).toHaveTextContent('(has errors)');
  expect(within(main()).getByText('The value must be a colour like #F2A900 or #FA0.')).toBeVisible();
  await waitFor(() => expect(within(main()).getByRole('textbox', { name: 'Primary Color' })).toHaveFocus());
  expect(saved.bodies).toEqual([]);
});

it('leaving for another section with unsaved changes asks first', async () => {
  const { user, location } = open();
  const siteName = await within(main()).findByRole('textbox', { name: 'Site Name' });
  const before = (siteName as HTMLInputElement).value;
  await user.type(siteName, ' draft');
  await user.click(screen.getByRole('link', { name: 'Dashboard' }));
  const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
  expect(location().pathname).toBe('/admin/settings');
  expect(siteName).toHaveValue(`${before} draft`);
  await user.click(screen.getByRole('link', { name: 'Dashboard' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', {
      name: 'Discard',
    }),
  );
  await waitFor(() => expect(location().pathname).toBe('/admin'));
});
