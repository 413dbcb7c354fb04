import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { moment, parentId, publication, serialId, stringList, timestamps } from './columns';

// Site content edited in the admin: news, settings, the hero's featured variants.

export const news = pgTable(
  'news',
  {
    id: serialId(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    image: text('image'),
    author: text('author').notNull(),
    category: text('category').notNull(),
    tags: stringList('tags'),
    readTime: text('read_time').notNull().default('5 min read'),
    featured: boolean('featured').notNull().default(false),
    /** Public now: status = 'published', kept with it (a check) as the one filter of public reads. */
    published: boolean('published').notNull().default(true),
    ...publication,
    ...timestamps,
  },
  (t) => [
    index('news_publish_due_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'scheduled' and ${t.publishError} is null`),
    index('news_unpublish_due_idx')
      .on(t.unpublishAt)
      .where(sql`${t.status} = 'published' and ${t.unpublishAt} is not null and ${t.publishError} is null`),
    check('news_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check('news_published_status', sql`${t.published} = (${t.status} = 'published')`),
    index('news_published_created_idx').on(t.published, t.createdAt),
    index('news_category_idx').on(t.category),
    index('news_featured_idx').on(t.featured),
    index('news_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const settings = pgTable(
  'settings',
  {
    key: text('key').primaryKey(),
    group: text('group').notNull(),
    type: text('type', { enum: ['color', 'boolean', 'number', 'text'] })
      .notNull()
      .default('text'),
    value: text('value').notNull().default(''),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('settings_group_idx').on(t.group, t.sortOrder),
    check('settings_type_check', sql`${t.type} in ('color', 'boolean', 'number', 'text')`),
  ],
);

export const heroFeatured = pgTable('hero_featured', {
  position: integer('position').primaryKey(),
  variantId: parentId('variant_id', () => variants.id, 'cascade').unique(),
});
