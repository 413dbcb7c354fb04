import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, serveUploadTarget } from '#app/test/api';
import { listSection, openSection } from '#app/test/list-sections';
import { article } from '#app/test/records';
import { rowOf } from '#app/test/table';

// The editor's publication fields (docs/product.md §29), in the news editor: Published by default
// with no times; Scheduled asks for its time, refuses an end before it in the schema's words, and
// sends ISO date-times; the table shows the status badge and a Preview for what is not published.

const news = listSection('News');
const row = (label: string) => waitFor(() => rowOf(label));

const draft = article(4, { title: 'Loader launch', published: false });
const scheduled = article(5, {
  title: 'Crane week',
  published: false,
  status: 'scheduled',
  publish_at: '2030-01-06T00:00:00.000Z',
});
const live = article(6, { title: 'Yard open day' });

it('shows each record’s status, with Preview only for drafts and scheduled ones', async () => {
  openSection(news, [draft, scheduled, live]);
  const draftRow = await row('Loader launch');
  expect(within(draftRow).getAllByText('Draft')[0]).toBeVisible();
  expect(within(draftRow).getByRole('button', { name: 'Preview Loader launch' })).toBeVisible();
  expect(within(await row('Crane week')).getAllByText(/^Scheduled · /)[0]).toBeVisible();
  const liveRow = await row('Yard open day');
  expect(within(liveRow).getAllByText('Published')[0]).toBeVisible();
  expect(within(liveRow).queryByRole('button', { name: /^Preview/ })).toBeNull();
});

it('schedules with a time, refusing a missing one and an end before the start', async () => {
  serveUploadTarget();
  const { user } = openSection(news, [draft]);
  await user.click(within(await row('Loader launch')).getByRole('button', { name: 'Edit Loader launch' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit News Article' });
  const status = within(dialog).getByLabelText('Status');
  expect(status).toHaveValue('draft');
  expect(within(dialog).queryByLabelText(/^Publish at/)).toBeNull();

  const sent = accept('put', '/public/news/4');
  await user.selectOptions(status, 'scheduled');
  await user.click(within(dialog).getByRole('button', { name: 'Update Article' }));
  expect(await within(dialog).findByText('Publish at is required for a scheduled record')).toBeVisible();

  await user.type(within(dialog).getByLabelText(/^Publish at/), '2030-01-06T08:00');
  await user.type(within(dialog).getByLabelText(/^Unpublish at/), '2030-01-05T08:00');
  await user.click(within(dialog).getByRole('button', { name: 'Update Article' }));
  expect(await within(dialog).findByText('Unpublish at must be after publish at')).toBeVisible();
  expect(sent.bodies).toEqual([]);

  await user.clear(within(dialog).getByLabelText(/^Unpublish at/));
  await user.click(within(dialog).getByRole('button', { name: 'Update Article' }));
  await expect.poll(() => sent.bodies.length).toBe(1);
  expect(sent.bodies[0]).toMatchObject({
    status: 'scheduled',
    publish_at: new Date('2030-01-06T08:00').toISOString(),
    unpublish_at: null,
    published: false,
  });
});

it('a new article starts as Published', async () => {
  serveUploadTarget();
  const { user } = openSection(news, []);
  await user.click(await screen.findByRole('button', { name: 'Create News Article' }));
  const dialog = screen.getByRole('dialog', { name: 'Create News Article' });
  expect(within(dialog).getByLabelText('Status')).toHaveValue('published');
  expect(within(dialog).getByLabelText(/^Unpublish at/)).toHaveValue('');
});
