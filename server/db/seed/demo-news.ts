import { z } from 'zod';
import { NEWS_CATEGORIES } from '#common/constants';
import { MACHINE_KINDS } from '#common/silhouettes';
import news from './demo-news.json';

// Fifteen demo articles across the fixed categories: three drafts, one featured, dated over the last
// six months (days before the seed runs) so the news page has a believable history. Bodies run
// from about 300 to 1,100 words, as real ones do, so the read times computed from them
// (common/read-time.ts) differ from card to card. The texts live in demo-news.json, newest first
// with the drafts last; JSON cannot carry their types, so they are checked here as they load.

const demoArticle = z.strictObject({
  title: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  author: z.string(),
  tags: z.array(z.string()),
  daysAgo: z.number(),
  featured: z.boolean().optional(),
  draft: z.boolean().optional(),
  /** The machine the story is about: its silhouette is the article's picture (demo-images.ts). */
  machine: z.enum(MACHINE_KINDS),
  excerpt: z.string(),
  /** Lead paragraph, then the sections, then a closing line. */
  lead: z.string(),
  /** Each section: its heading, its paragraphs and an optional (possibly empty) bullet list. */
  sections: z.array(z.tuple([z.string(), z.array(z.string()), z.array(z.string())])),
  closing: z.string(),
});

export type DemoArticle = z.infer<typeof demoArticle>;

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

export const DEMO_NEWS: DemoArticle[] = z.array(demoArticle).parse(news);
