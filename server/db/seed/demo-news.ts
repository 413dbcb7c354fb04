import type { NewsCategory } from '#common/constants';
import type { MachineKind } from '#common/silhouettes';
import { DEMO_NEWS_1_TO_3 } from './demo-news-01-03';
import { DEMO_NEWS_4_TO_6 } from './demo-news-04-06';
import { DEMO_NEWS_7_TO_9 } from './demo-news-07-09';
import { DEMO_NEWS_10_TO_12 } from './demo-news-10-12';
import { DEMO_NEWS_DRAFTS } from './demo-news-drafts';

// Fifteen demo articles across the fixed categories: three drafts, one featured, dated over the last
// six months (days before the seed runs) so the news page has a believable history. Bodies run
// from about 300 to 1,100 words, as real ones do, so the read times computed from them
// (common/read-time.ts) differ from card to card.

/** A section of the body: its heading, its paragraphs and an optional bullet list. */
type DemoSection = [heading: string, paragraphs: string[], items: string[]];

export interface DemoArticle {
  title: string;
  category: NewsCategory;
  author: string;
  tags: string[];
  daysAgo: number;
  excerpt: string;
  /** The machine the story is about: its silhouette is the article's picture (demo-images.ts). */
  machine: MachineKind;
  /** Lead paragraph, then the sections, then a closing line. */
  lead: string;
  sections: DemoSection[];
  closing: string;
  featured?: boolean;
  draft?: boolean;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The article body as the small HTML subset the news sanitizer allows. */
export function articleHtml(a: DemoArticle): string {
  const sections = a.sections
    .map(
      ([h, paragraphs, items]) =>
        `<h2>${esc(h)}</h2>${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}` +
        (items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : ''),
    )
    .join('');
  return `<p>${esc(a.lead)}</p>${sections}<p><em>${esc(a.closing)}</em></p>`;
}

export const DEMO_NEWS: DemoArticle[] = [
  ...DEMO_NEWS_1_TO_3,
  ...DEMO_NEWS_4_TO_6,
  ...DEMO_NEWS_7_TO_9,
  ...DEMO_NEWS_10_TO_12,
  ...DEMO_NEWS_DRAFTS,
];
