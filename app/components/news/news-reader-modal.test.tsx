import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail } from '#app/test/api';
import { renderSite } from '#app/test/render-site';
import { okEnvelope } from '#common/schemas/envelopes';
import { type NewsSummary, newsArticleSchema } from '#common/schemas/news';
import { NewsReaderModal } from './news-reader-modal';

// The reader opened from a card (docs/product.md §11): cards carry no body (docs/performance.md,
// what a page sends), so the reader reads it when it opens, says so while it arrives, and says it
// could not when the read fails. An article opened from its address arrives whole.
const SUMMARY: NewsSummary = {
  id: 7,
  title: 'Keeping a wheel loader out of the workshop',
  excerpt: 'Ten minutes of checks before the shift saves days of repairs later in the season.',
  image: null,
  author: 'Service Team',
  category: 'Maintenance',
  tags: ['loaders'],
  read_time: '4 min read',
  created_at: '2026-11-20T02:00:00.000Z',
};
const ARTICLE = newsArticleSchema.parse({
  ...SUMMARY,
  content: '<p>Walk around the machine before you start it.</p>',
  read_time_auto: true,
  featured: false,
  published: true,
  status: 'published',
  publish_at: null,
  unpublish_at: null,
  publish_error: null,
  updated_at: SUMMARY.created_at,
  date: SUMMARY.created_at,
});

describe('the news reader', () => {
  it('reads the body of an article opened from a card', async () => {
    answer(`/public/news/${SUMMARY.id}`, { success: true, data: ARTICLE }, okEnvelope(newsArticleSchema));
    renderSite(<NewsReaderModal article={SUMMARY} onClose={() => {}} />);
    expect(await screen.findByRole('heading', { name: SUMMARY.title })).toBeVisible();
    expect(await screen.findByText('Walk around the machine before you start it.')).toBeVisible();
    expect(screen.queryByText('Loading the article…')).toBeNull();
  });

  it('says so when the body cannot be read', async () => {
    fail(`/public/news/${SUMMARY.id}`, 500, 'Something went wrong');
    renderSite(<NewsReaderModal article={SUMMARY} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The article could not be loaded.');
  });

  it('shows a whole article at once, without a read', async () => {
    renderSite(<NewsReaderModal article={ARTICLE} onClose={() => {}} />);
    expect(await screen.findByText('Walk around the machine before you start it.')).toBeVisible();
  });
});
