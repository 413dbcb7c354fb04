import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { serveUploadTarget } from '#app/test/api';
import { listSection, openSection } from '#app/test/list-sections';
import { article } from '#app/test/records';
import { rowOf } from '#app/test/table';

// The news list (docs/product.md §4.5): each article with its status (Published or Draft, and
// Featured), author, category and date; an empty list offers Create News Article, except to a
// role that may only read News (docs/product.md §23).

const news = listSection('News');

it('shows each article’s status badges, author and category', async () => {
  openSection(news, [
    article(1, {
      title: 'Ironsite opens a parts warehouse in Valenzuela City',
      published: true,
      featured: true,
      category: 'Company News',
    }),
    article(2, { title: 'Ironsite at the PhilConstruct trade show (draft)', published: false }),
  ]);
  await waitFor(() => rowOf('Ironsite opens a parts warehouse in Valenzuela City'));
  const featured = rowOf('Ironsite opens a parts warehouse in Valenzuela City');
  expect(within(featured).getAllByText('Published')[0]).toBeVisible();
  expect(within(featured).getAllByText('Featured')[0]).toBeVisible();
  expect(within(featured).getAllByText('Company News')[0]).toBeVisible();
  expect(within(featured).getAllByText('Liza Ramos')[0]).toBeVisible();
  const draft = rowOf('Ironsite at the PhilConstruct trade show (draft)');
  expect(within(draft).getAllByText('Draft')[0]).toBeVisible();
  expect(within(draft).queryByText('Featured')).toBeNull();
});

it('an empty list offers Create News Article, which opens the editor', async () => {
  const { user } = openSection(news, 0);
  // The editor's image field asks Settings where uploads go: to this server, with Cloudinary off.
  serveUploadTarget();
  const empty = (await screen.findByText('No news articles found')).closest('td');
  if (!empty) throw new Error('The empty text is not in the table');
  await user.click(within(empty).getByRole('button', { name: 'Create News Article' }));
  expect(await screen.findByRole('dialog', { name: 'Create News Article' })).toBeVisible();
});

it('offers a role that may only read News no way to create one, even when the list is empty', async () => {
  openSection(news, 0, { role: 'viewer' });
  expect(await screen.findByText('No news articles found')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Create News Article' })).toBeNull();
});
