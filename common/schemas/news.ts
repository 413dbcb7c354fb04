import { z } from 'zod';
import { NEWS_CATEGORIES, NEWS_PER_PAGE } from '../constants';
import { okEnvelope } from './envelopes';
import { adminListQuery, pageSchema } from './pagination';
import { publicationFields, publicationIssues, publicationOutput } from './publication';
import { boolish, plainText, requiredPlain } from './shared';

const NEWS_PUBLIC_MAX_PER_PAGE = 50;
const NEWS_LATEST_DEFAULT = 3;
const NEWS_LATEST_MAX = 12;

// Everything but `content` is plain text (markup removed, shared.ts); content is HTML, sanitised
// by the server before it is stored.
const required = (label: string, max: number, multiline = false) =>
  requiredPlain(max, `${label} is required`, {
    multiline,
    tooLong: `${label} may not be longer than ${max} characters`,
  });

/** "a, b,,a" or ['a', ' b'] → ['a', 'b']: split on commas, plain text, empties and repeats removed. */
export function normalizeTags(input: string | string[] | null | undefined): string[] {
  const parts = (Array.isArray(input) ? input : (input ?? '').split(',')).flatMap((t) => t.split(','));
  return [...new Set(parts.map((t) => plainText(t)).filter(Boolean))];
}

// Images are stored as an http(s) address or a path on this site; anything else (javascript:,
// data:) is refused so a stored value can be put into an <img src> without further checks.
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^(https?:\/\/|\/(?!\/))/i.test(v), {
    message: 'The image must be an http(s) URL or a site path',
  });

const fields = {
  title: required('Title', 255),
  author: required('Author', 120),
  excerpt: required('Excerpt', 1000, true),
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(200_000, 'Content may not be longer than 200000 characters'),
  category: z.enum(NEWS_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Category is required'
        : 'The selected category is invalid',
  }),
  image: imageUrl,
  read_time: z
    .string()
    .trim()
    .max(50)
    .transform((v) => plainText(v))
    .nullish(),
  readTime: z
    .string()
    .trim()
    .max(50)
    .transform((v) => plainText(v))
    .nullish(),
  tags: z
    .union([z.array(z.string().max(100)).max(50), z.string().max(2000)], {
      error: 'Tags must be a list or comma-separated text',
    })
    .nullish(),
  featured: boolish.optional(),
  published: boolish.optional(),
  // Draft, scheduled or published (docs/product.md §29); `published` alone still works as the spec's.
  ...publicationFields,
};

const checkPublication = (v: Parameters<typeof publicationIssues>[0], ctx: z.RefinementCtx) => {
  for (const { path, message } of publicationIssues(v))
    ctx.addIssue({ code: 'custom', path: [path], message });
};

/**
 * POST /public/news: required fields and defaults (not featured, published). An empty read time is
 * stored as '' and computed from the content on every read (common/read-time.ts).
 */
export const newsCreateSchema = z
  .object(fields)
  .superRefine(checkPublication)
  .transform(({ readTime, read_time, tags, ...rest }) => ({
    ...rest,
    tags: normalizeTags(tags),
    read_time: read_time || readTime || '',
    featured: rest.featured ?? false,
    published: rest.published ?? true,
  }));

/** PUT /public/news/{id}: any subset of the fields; the ones sent follow the create rules. */
export const newsUpdateSchema = z
  .object({
    ...fields,
    title: fields.title.optional(),
    author: fields.author.optional(),
    excerpt: fields.excerpt.optional(),
    content: fields.content.optional(),
    category: fields.category.optional(),
    // Optional outside the transform: a PUT without image keeps the stored one.
    image: fields.image.optional(),
  })
  .superRefine(checkPublication)
  .transform(({ readTime, read_time, tags, ...rest }) => ({
    ...rest,
    tags: tags === undefined ? undefined : normalizeTags(tags),
    // Not sent: keep the stored one. Sent empty (or null): computed from the content again.
    read_time: read_time || readTime || (read_time === undefined && readTime === undefined ? undefined : ''),
  }));

export type NewsCreateInput = z.output<typeof newsCreateSchema>;
export type NewsUpdateInput = z.output<typeof newsUpdateSchema>;

const searchText = z.string().trim().max(200).optional();

export const publicNewsQuery = z.object({
  search: searchText,
  category: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  // Larger pages are clamped rather than refused, as the variants listing does.
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(NEWS_PER_PAGE)
    .transform((n) => Math.min(n, NEWS_PUBLIC_MAX_PER_PAGE)),
  exclude_featured: boolish.optional(),
});
export type PublicNewsQuery = z.output<typeof publicNewsQuery>;

export const latestNewsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(NEWS_LATEST_DEFAULT)
    .transform((n) => Math.min(n, NEWS_LATEST_MAX)),
});

export const adminNewsQuery = adminListQuery;

export const newsArticleSchema = z.object({
  id: z.number(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  /** The admin's read time, or the one computed from the content when `read_time_auto`. */
  read_time: z.string(),
  read_time_auto: z.boolean(),
  featured: z.boolean(),
  published: z.boolean(),
  ...publicationOutput,
  created_at: z.string(),
  updated_at: z.string(),
  date: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/**
 * An article as the public API returns it: the schedule and a failed publish's reason are the back
 * office's (docs/product.md §29), so the public sees only that it is published.
 */
export const publicNewsArticleSchema = newsArticleSchema.omit({
  status: true,
  publish_at: true,
  unpublish_at: true,
  publish_error: true,
});

/**
 * An article as a card, the featured banner and the home page's latest news draw it: no body, which
 * the reader fetches when it opens (docs/performance.md, what a page sends). `lead` is the start of
 * the body as plain text, there only when the excerpt is too short to show (docs/product.md §11).
 */
export type NewsSummary = Pick<
  NewsArticle,
  'id' | 'title' | 'excerpt' | 'image' | 'author' | 'category' | 'tags' | 'read_time' | 'created_at'
> & { lead?: string };

/** The news list envelope the original client (docs/product.md §13) reads: {success, data: {data, last_page, total, …}}. */
export const newsPageSchema = okEnvelope(pageSchema(newsArticleSchema));
export const publicNewsPageSchema = okEnvelope(pageSchema(publicNewsArticleSchema));
