import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. JSONB columns hold the normalised shapes of
// common/variant-fields.ts; triggers in the migrations keep variants.search_text current.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export type TechGroup = { category: string; specifications: { key: string; value: string }[] };

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret while two-factor sign-in is on (decision 015). */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled, until the first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'user')`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Refreshed at most once a minute; a token idle for TOKEN_IDLE_HOURS is refused. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the session was signed in from, for the account's session list. */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Hashes of the ten one-time recovery codes of an account with two-factor on; a used code is deleted. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/** A password sign-in waiting for its second factor: short-lived, a few attempts, single use. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('mfa_challenges_hash_unique').on(t.tokenHash)],
);

/** Hashes of the first-admin setup codes printed at start while no admin exists (decision 015). */
export const setupCodes = pgTable(
  'setup_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('setup_codes_hash_unique').on(t.codeHash)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    logo: text('logo'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('brands_name_lower_unique').on(sql`lower(${t.name})`),
    index('brands_active_idx').on(t.isActive),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    description: text('description'),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_brand_name_unique').on(t.brandId, sql`lower(${t.name})`),
    index('categories_brand_idx').on(t.brandId),
    index('categories_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    introduction: text('introduction'),
    image: text('image'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    applications: jsonb('applications').$type<string[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    introduction: text('introduction'),
    description: text('description'),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    applications: jsonb('applications').$type<string[]>().notNull().default([]),
    technicalParameters: jsonb('technical_parameters').$type<TechGroup[]>().notNull().default([]),
    featuredParameters: jsonb('featured_parameters').$type<string[]>().notNull().default([]),
    bucketCapacity: text('bucket_capacity'),
    ratedLoad: text('rated_load'),
    // Maintained by trigger (see migrations): names of the variant, product, brand and category.
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    index('variants_name_lower_idx').on(sql`lower(${t.name})`),
    index('variants_price_idx').on(t.price),
    index('variants_created_idx').on(t.createdAt),
    index('variants_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('variants_images_max', sql`jsonb_array_length(${t.images}) <= 4`),
    check('variants_featured_max', sql`jsonb_array_length(${t.featuredParameters}) <= 3`),
    check('variants_price_nonneg', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);

/**
 * The public listing's narrow copy of every variant (decision 013), kept by the triggers of
 * migration 0003 whatever the writer: the product's brand and category, whether both are active
 * (`listed`: the public sees nothing else), and the keys the listing filters, sorts and searches by. Its rows are ~150 bytes against ~1.3 kB in variants, so
 * a search reads a tenth of the pages, and a page is a walk of one of the partial indexes.
 */
export const variantListing = pgTable(
  'variant_listing',
  {
    variantId: integer('variant_id').primaryKey(),
    productId: integer('product_id').notNull(),
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    listed: boolean('listed').notNull(),
    /** lower(variants.name) */
    name: text('name').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** variants.search_text */
    searchText: text('search_text').notNull(),
  },
  (t) => {
    const listed = sql`${t.listed}`;
    return [
      index('variant_listing_product_idx').on(t.productId),
      index('variant_listing_name_idx').on(t.name, t.variantId).where(listed),
      // The navigation's filters: by name inside one brand or one category.
      index('variant_listing_brand_name_idx').on(t.brandId, t.name, t.variantId).where(listed),
      index('variant_listing_category_name_idx').on(t.categoryId, t.name, t.variantId).where(listed),
      // Price sorts put unpriced variants last both ways, which one index cannot give in both
      // directions; these also count a price range.
      index('variant_listing_price_idx').on(t.price.asc().nullsLast()).where(listed),
      index('variant_listing_price_desc_idx').on(t.price.desc().nullsLast()).where(listed),
      index('variant_listing_created_idx').on(t.createdAt, t.variantId).where(listed),
      index('variant_listing_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).where(listed),
    ];
  },
);

/**
 * Listed variants per brand and category, kept by statement triggers on variant_listing (0003): the
 * listing's total without a search, price range or product filter is a sum over these few rows
 * instead of a count over the catalogue. Rows are never deleted; a zero row is harmless.
 */
export const listedVariantCounts = pgTable(
  'listed_variant_counts',
  {
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    variants: integer('variants').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.categoryId] })],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    image: text('image'),
    author: text('author').notNull(),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    readTime: text('read_time').notNull().default('5 min read'),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (t) => [
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('settings_group_idx').on(t.group, t.sortOrder),
    check('settings_type_check', sql`${t.type} in ('color', 'boolean', 'number', 'text')`),
  ],
);

export const heroFeatured = pgTable('hero_featured', {
  position: integer('position').primaryKey(),
  variantId: integer('variant_id')
    .notNull()
    .unique()
    .references(() => variants.id, { onDelete: 'cascade' }),
});

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject'),
    product: text('product'),
    message: text('message'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    page: text('page'),
    /** new → contacted → closed; a closed lead has a reason (won, lost, spam). */
    status: text('status').notNull().default('new'),
    closeReason: text('close_reason'),
    /** Internal note, never shown to the visitor. */
    note: text('note'),
    /** Why the spam screen flagged it (honeypot, too_fast, links); empty for a clean lead. */
    spamFlags: text('spam_flags').array().notNull().default(sql`'{}'::text[]`),
    /** Milliseconds between the form opening and the submit; null when the form did not say. */
    fillMs: integer('fill_ms'),
    ...timestamps,
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    index('leads_kind_idx').on(t.kind),
    index('leads_status_idx').on(t.status),
    check('leads_status_check', sql`${t.status} in ('new', 'contacted', 'closed')`),
    check(
      'leads_close_reason_check',
      sql`(${t.status} = 'closed') = (${t.closeReason} is not null) and (${t.closeReason} is null or ${t.closeReason} in ('won', 'lost', 'spam'))`,
    ),
  ],
);

/** Every status change or note of a lead: who (null user = the spam screen), when, why. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    closeReason: text('close_reason'),
    note: text('note'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time of the change, kept when the account is later deleted. */
    userName: text('user_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * Durable e-mail queue (decision 010): rows are written in the lead's transaction and sent by the
 * worker. A pending row whose locked_until has passed is due again (its worker died mid-send).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    from: text('from_address').notNull(),
    to: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('mail_outbox_lead_idx').on(t.leadId),
    check('mail_outbox_kind_check', sql`${t.kind} in ('staff', 'ack')`),
    check('mail_outbox_state_check', sql`${t.state} in ('pending', 'sent', 'failed')`),
  ],
);
