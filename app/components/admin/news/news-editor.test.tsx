import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { accept, serveUploadTarget } from '#app/test/api';
import { listSection, openSection } from '#app/test/list-sections';
import { article } from '#app/test/records';
import { rowOf } from '#app/test/table';

// The news editor and viewer (docs/product.md §4, §5, §6, §14): the required fields in the
// schema's words, tags as chips, the read time left empty while it is computed, the failures'
// texts, and view mode as readers see the article. Writing in the rich-text editor and publishing
// to /news are the browser's (news-editor.spec.ts, news-list.spec.ts); how the server computes the
// read time is tests/api/news-read-time.test.ts's.

const news = listSection('News');

const quarry = article(3, {
  title: 'Quarry visit',
  author: 'Liza Ramos',
  category: 'Success Stories',
  excerpt: 'Short summary of the article',
  tags: ['quarry', 'Rizal'],
  read_time: '3 min read',
  read_time_auto: true,
  content:
    '<h2>On site in Rizal</h2><p>See the <a target="_blank" rel="noopener noreferrer" href="https://ironsite.example">crusher line</a>.</p>',
});

/** Opens the editor of the Quarry visit from its row; the dialog. */
async function editQuarry(user: UserEvent) {
  await user.click(
    within(await waitFor(() => rowOf('Quarry visit'))).getByRole('button', { name: 'Edit Quarry visit' }),
  );
  return screen.getByRole('dialog', { name: 'Edit News Article' });
}

function open() {
  serveUploadTarget();
  return openSection(news, [quarry]);
}

it('the form reports the required fields in the schema words, and tags show as chips', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Create News Article' }));
  const dialog = screen.getByRole('dialog', { name: 'Create News Article' });
  const sent = accept('post', '/public/news');
  await user.click(within(dialog).getByRole('button', { name: 'Create Article' }));
  for (const text of [
    'Title is required',
    'Author is required',
    'Excerpt is required',
    'Content is required',
    'Category is required',
  ])
    expect(await within(dialog).findByText(text)).toBeVisible();
  expect(sent.bodies).toEqual([]);

  const tags = within(dialog).getByLabelText(/^Tags/);
  // Pasted, not typed key by key: the preview follows the whole text either way.
  await user.click(tags);
  await user.paste('loaders, fleet');
  expect(await within(dialog).findByText('2 tags')).toBeVisible();
  await user.clear(tags);
  await user.paste('loaders, fleet, , loaders ,  safety');
  expect(await within(dialog).findByText('3 tags')).toBeVisible();
  expect(
    within(within(dialog).getByRole('list', { name: 'Tags preview' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['loaders', 'fleet', 'safety']);

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', {
      name: 'Discard',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('a failed update says Failed to update news article and keeps the editor open', async () => {
  const { user } = open();
  accept('put', '/public/news/3', { status: 500, body: {} });
  const edit = await editQuarry(user);
  await user.click(within(edit).getByRole('button', { name: 'Update Article' }));
  expect(await within(edit).findByRole('alert')).toHaveTextContent('Failed to update news article');
  expect(within(edit).getByRole('button', { name: 'Update Article' })).toBeEnabled();
});

it('a failed create says Failed to create news article and keeps the editor open', async () => {
  const { user } = open();
  const sent = accept('post', '/public/news', { status: 500, body: {} });
  await user.click(await screen.findByRole('button', { name: 'Create News Article' }));
  const create = screen.getByRole('dialog', { name: 'Create News Article' });
  await user.type(within(create).getByLabelText(/^Title/), 'Never saved');
  await user.type(within(create).getByLabelText(/^Author/), 'Liza Ramos');
  await user.type(within(create).getByLabelText(/^Excerpt/), 'This one meets a broken server.');
  await user.click(within(create).getByRole('textbox', { name: 'Content' }));
  await user.keyboard('Body');
  await user.selectOptions(within(create).getByLabelText(/^Category/), 'Business');
  await user.click(within(create).getByRole('button', { name: 'Create Article' }));
  expect(await within(create).findByRole('alert')).toHaveTextContent('Failed to create news article');
  expect(within(create).getByRole('button', { name: 'Create Article' })).toBeEnabled();
  expect(sent.bodies).toEqual([
    expect.objectContaining({
      title: 'Never saved',
      author: 'Liza Ramos',
      category: 'Business',
      content: expect.stringContaining('Body'),
    }),
  ]);
});

it('a computed read time stays empty in the editor; a typed one is sent as the article’s own', async () => {
  const { user } = open();
  const saved = accept('put', '/public/news/3', { body: { success: true, data: quarry } });
  const edit = await editQuarry(user);
  const field = within(edit).getByRole('textbox', { name: 'Read Time' });
  expect(field).toHaveValue('');
  expect(field).toHaveAttribute('placeholder', expect.stringMatching(/^\d+ min read$/));
  expect(field).toHaveAccessibleDescription('Computed from the text when empty.');
  await user.click(field);
  await user.paste('6 min read');
  await user.click(within(edit).getByRole('button', { name: 'Update Article' }));
  expect(await screen.findByText(/News article updated successfully/)).toBeVisible();
  expect(saved.bodies).toEqual([expect.objectContaining({ read_time: '6 min read' })]);
});

it('a typed read time is shown to edit, and clearing it asks the server to compute it again', async () => {
  serveUploadTarget();
  const own = { ...quarry, read_time: '6 min read', read_time_auto: false };
  const { user } = openSection(news, [own]);
  const saved = accept('put', '/public/news/3', { body: { success: true, data: quarry } });
  const edit = await editQuarry(user);
  const field = within(edit).getByRole('textbox', { name: 'Read Time' });
  expect(field).toHaveValue('6 min read');
  await user.clear(field);
  await user.click(within(edit).getByRole('button', { name: 'Update Article' }));
  expect(await screen.findByText(/News article updated successfully/)).toBeVisible();
  const [body] = saved.bodies as { read_time?: string | null }[];
  expect(body.read_time ?? '').toBe('');
});

it('view mode shows the article as readers see it, and leads to Edit', async () => {
  const { user } = open();
  await user.click(
    within(await waitFor(() => rowOf('Quarry visit'))).getByRole('button', { name: 'View Quarry visit' }),
  );
  const view = screen.getByRole('dialog', { name: 'Quarry visit' });
  for (const text of ['Liza Ramos', 'Success Stories', '3 min read', 'Short summary of the article'])
    expect(view).toHaveTextContent(text);
  expect(
    within(within(view).getByRole('list', { name: 'Tags' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['quarry', 'Rizal']);
  expect(within(view).getByRole('heading', { level: 2, name: 'On site in Rizal' })).toBeVisible();
  expect(within(view).getByRole('link', { name: 'crusher line' })).toHaveAttribute(
    'href',
    'https://ironsite.example',
  );
  await user.click(within(view).getByRole('button', { name: 'Edit Article' }));
  expect(
    within(await screen.findByRole('dialog', { name: 'Edit News Article' })).getByLabelText(/^Title/),
  ).toHaveValue('Quarry visit');
});
