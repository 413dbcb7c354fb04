import { cleanup, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import AdminInquiryDetail from '#app/routes/admin/inquiry-detail';
import { fail } from '#app/test/api';
import { listSection, openSection } from '#app/test/list-sections';
import { renderScreen } from '#app/test/render';
import { rowOf, showing } from '#app/test/table';

// The inbox keeps its page, page size and search in the address (docs/product.md §9), so a reload,
// Back or a shared link shows the same list; an inquiry that does not exist (or is another sales
// rep's) says so with the way back.

const inquiries = listSection('Inquiries');

it('puts the page size, the page and the search in the address, and opens the list they describe', async () => {
  const { user, location, label } = openSection(inquiries, 6);
  expect(await showing(1, 6, 6)).toBeVisible();

  await user.selectOptions(screen.getByLabelText('Show'), '5');
  expect(await showing(1, 5, 6)).toBeVisible();
  expect(location().search).toBe('?per_page=5');
  await user.click(
    within(screen.getByRole('navigation', { name: 'Inquiry pages' })).getByRole('button', { name: 'Page 2' }),
  );
  expect(await showing(6, 6, 6)).toBeVisible();
  expect(new URLSearchParams(location().search).get('page')).toBe('2');
  const address = `${location().pathname}${location().search}`;

  cleanup();
  openSection(inquiries, 6, { url: address });
  expect(await showing(6, 6, 6)).toBeVisible();
  expect(rowOf(label(6))).toBeVisible();
  expect(screen.getByLabelText('Show')).toHaveValue('5');
});

it('writes a settled search into the address, and an address with a search fills the box', async () => {
  const { user, location, label } = openSection(inquiries, 12);
  expect(await showing(1, 10, 12)).toBeVisible();
  await user.type(screen.getByRole('searchbox', { name: 'Search inquiries' }), label(11));
  expect(await showing(1, 1, 1)).toBeVisible();
  expect(new URLSearchParams(location().search).get('search')).toBe(label(11));

  cleanup();
  openSection(inquiries, 12, { url: `/admin/inquiries?search=${encodeURIComponent(label(11))}` });
  expect(await showing(1, 1, 1)).toBeVisible();
  expect(screen.getByRole('searchbox', { name: 'Search inquiries' })).toHaveValue(label(11));
});

it('an unknown inquiry says Inquiry not found., with the way back to the list', async () => {
  fail('/admin/leads/999999999', 404, 'Inquiry not found.');
  renderScreen(AdminInquiryDetail, { url: '/admin/inquiries/999999999', path: '/admin/inquiries/:id' });
  expect(await screen.findByText('Inquiry not found.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to inquiries' })).toHaveAttribute('href', '/admin/inquiries');
});
