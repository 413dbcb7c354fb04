import type { z } from 'zod';
import { SETTING_GROUPS } from '#common/constants';
import { accessLogSchema } from '#common/schemas/access-log';
import { userSchema } from '#common/schemas/auth';
import { adminBranchSchema } from '#common/schemas/branches';
import { adminBrandSchema } from '#common/schemas/brand';
import { adminCategorySchema } from '#common/schemas/category';
import { leadDetailSchema, leadListSchema } from '#common/schemas/leads';
import { newsArticleSchema } from '#common/schemas/news';
import { parameterSchema } from '#common/schemas/parameters';
import { productSchema } from '#common/schemas/product';
import { type Quotation, quotationSchema } from '#common/schemas/quotations';
import { type GroupedSettings, groupedSettingsSchema, type SettingValue } from '#common/schemas/settings';
import { usersResponseSchema } from '#common/schemas/users';
import { adminVariantSchema } from '#common/schemas/variant';
import { SETTING_DEFINITIONS } from '../../server/services/settings-definitions';

// Records as the admin API sends them, each made through the response schema the route declares
// (common/schemas), so a fixture that drifts from the API fails to build instead of passing a
// test the real server would fail. Defaults are plausible; a test overrides what it is about.

const AT = '2026-01-15T02:30:00.000Z';
const ref = (id: number, name: string) => ({ id, name });

export const brand = (id: number, o: Partial<ReturnType<typeof adminBrandSchema.parse>> = {}) =>
  adminBrandSchema.parse({
    id,
    name: `Brand ${id}`,
    description: `Machines of brand ${id}`,
    logo: null,
    is_active: true,
    created_at: AT,
    updated_at: AT,
    categories_count: 0,
    products_count: 0,
    ...o,
  });

const WEEK = {
  mon: [{ open: '08:00', close: '17:00' }],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};

/** A branch in Cebu (City of Mandaue) keeping the lead desk's hours (docs/product.md §28). */
export const branch = (id: number, o: Partial<ReturnType<typeof adminBranchSchema.parse>> = {}) =>
  adminBranchSchema.parse({
    id,
    name: `Branch ${id}`,
    slug: `branch-${id}`,
    address: `${id} M. C. Briones Street`,
    region: '0700000000',
    province: '0702200000',
    city: '0731300000',
    region_name: 'Region VII (Central Visayas)',
    province_name: 'Cebu',
    city_name: 'City of Mandaue',
    phones: ['09175550231'],
    email: null,
    hours: { timezone: 'Asia/Manila', days: WEEK },
    hours_same_as_desk: true,
    own_hours: null,
    services: ['sales', 'parts'],
    serves_provinces: ['0702200000'],
    latitude: null,
    longitude: null,
    photo: null,
    staff: [],
    created_at: AT,
    updated_at: AT,
    ...o,
  });

export const category = (id: number, o: Partial<ReturnType<typeof adminCategorySchema.parse>> = {}) =>
  adminCategorySchema.parse({
    id,
    name: `Category ${id}`,
    brand_id: 1,
    brand: ref(1, 'Norvane Machinery'),
    description: null,
    image: null,
    is_active: true,
    created_at: AT,
    updated_at: AT,
    products_count: 0,
    ...o,
  });

export const product = (id: number, o: Partial<ReturnType<typeof productSchema.parse>> = {}) =>
  productSchema.parse({
    id,
    name: `Product ${id}`,
    image: null,
    introduction: null,
    brand_id: 1,
    category_id: 1,
    brand: ref(1, 'Norvane Machinery'),
    category: ref(1, 'Wheel Loaders'),
    features: [],
    applications: [],
    images: [],
    variants_count: 0,
    created_at: AT,
    updated_at: AT,
    ...o,
  });

/** Every field of `schema` that may be null, as null: the variant's texts follow its field list. */
const nullFields = (schema: z.ZodObject) =>
  Object.fromEntries(
    Object.entries(schema.shape)
      .filter(([, field]) => (field as z.ZodType).safeParse(null).success)
      .map(([key]) => [key, null]),
  );

export const variant = (id: number, o: Partial<ReturnType<typeof adminVariantSchema.parse>> = {}) =>
  adminVariantSchema.parse({
    ...nullFields(adminVariantSchema),
    id,
    name: `Variant ${id}`,
    product_id: 1,
    product: {
      id: 1,
      name: 'NL Series Wheel Loader',
      image: null,
      introduction: null,
      brand: ref(1, 'Norvane Machinery'),
      category: ref(1, 'Wheel Loaders'),
    },
    price: null,
    images: [],
    image: null,
    features: [],
    applications: [],
    technical_parameters: [],
    featured_parameters: {},
    created_at: AT,
    updated_at: AT,
    price_updated_at: null,
    status: 'published',
    publish_at: null,
    unpublish_at: null,
    publish_error: null,
    ...o,
  });

export const article = (id: number, o: Partial<ReturnType<typeof newsArticleSchema.parse>> = {}) =>
  newsArticleSchema.parse({
    id,
    title: `Article ${id}`,
    excerpt: `What article ${id} is about`,
    content: '<p>Body</p>',
    image: null,
    author: 'Liza Ramos',
    category: 'Company News',
    tags: [],
    read_time: '1 min read',
    read_time_auto: true,
    featured: false,
    published: true,
    // Draft, scheduled or published (docs/product.md §29): the spec's boolean says which by default.
    status: o.published === false ? 'draft' : 'published',
    publish_at: null,
    unpublish_at: null,
    publish_error: null,
    created_at: AT,
    updated_at: AT,
    date: AT,
    ...o,
  });

export const parameter = (id: number, o: Partial<ReturnType<typeof parameterSchema.parse>> = {}) =>
  parameterSchema.parse({
    id,
    key: `parameter_${id}`,
    name: `Parameter ${id}`,
    aliases: [],
    kind: 'count',
    si_unit: null,
    metric_unit: null,
    imperial_unit: null,
    decimals: 0,
    better: null,
    categories: [],
    filterable: false,
    position: id,
    usage: 0,
    review: 0,
    ...o,
  });

const staffUserSchema = usersResponseSchema.shape.data.element;
export const staffUser = (id: number, o: Partial<ReturnType<typeof staffUserSchema.parse>> = {}) =>
  staffUserSchema.parse({
    id,
    name: `Person ${id}`,
    email: `person${id}@example.com`,
    role: 'editor',
    active: true,
    away: false,
    two_factor: false,
    last_active_at: null,
    created_at: AT,
    invitation_pending: false,
    ...o,
  });

const leadRowSchema = leadListSchema.shape.data.element;
export const lead = (id: number, o: Partial<ReturnType<typeof leadRowSchema.parse>> = {}) =>
  leadRowSchema.parse({
    id,
    kind: 'general',
    source: null,
    name: `Buyer ${id}`,
    email: `buyer${id}@example.com`,
    phone: null,
    company: null,
    product: null,
    subject: 'Rental',
    status: 'new',
    close_reason: null,
    spam: false,
    possible_spam: null,
    received_at: AT,
    delivery: 'sent',
    assignee: null,
    due_at: null,
    first_response_at: null,
    response_minutes: null,
    overdue: false,
    branch: null,
    ...o,
  });

const accessEntrySchema = accessLogSchema.shape.data.element;
export const accessEntry = (id: number, o: Partial<ReturnType<typeof accessEntrySchema.parse>> = {}) =>
  accessEntrySchema.parse({
    id,
    at: AT,
    user: ref(1, 'Ana Admin'),
    action: 'view',
    lead_id: 100 + id,
    subject: null,
    ...o,
  });

/** The signed-in person as the login answer gives it (what the back office keeps in its session). */
export const signedInUser = (id: number, role: string, name = `Staff ${id}`) =>
  userSchema.parse({ id, name, email: `staff${id}@example.com`, role });

/** `count` records numbered from 1 by `make`. */
export const many = <T>(count: number, make: (id: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(i + 1));

/**
 * GET /admin/settings as the server builds it (server/services/settings.ts): every setting of the
 * server's own definitions, in its tab, at its default unless `values` says otherwise.
 */
export function groupedSettings(values: Record<string, SettingValue> = {}): GroupedSettings {
  const out: GroupedSettings = {};
  for (const g of SETTING_GROUPS) {
    out[g] = {};
    for (const d of SETTING_DEFINITIONS.filter((x) => x.group === g)) {
      const typed =
        d.type === 'boolean' ? d.default === 'true' : d.type === 'number' ? Number(d.default) : d.default;
      out[g][d.key] = {
        value: values[d.key] ?? typed,
        type: d.type,
        label: d.label,
        description: d.description,
        ...(d.options ? { options: [...d.options] } : {}),
      };
    }
  }
  return groupedSettingsSchema.parse(out);
}

/** GET /admin/leads/:id: a lead as its page reads it (a general message from the contact page). */
export const leadDetail = (id: number, o: Partial<ReturnType<typeof leadDetailSchema.parse>> = {}) =>
  leadDetailSchema.parse({
    ...lead(id),
    message: 'What are your rates for a crawler crane?',
    payload: {},
    page: '/contact',
    ip: '127.0.0.1',
    user_agent: 'Mozilla/5.0',
    note: null,
    spam_flags: [],
    fill_ms: 60_000,
    updated_at: AT,
    history: [],
    deliveries: [],
    items: [],
    quote_list: null,
    after_sales: null,
    consent: {
      privacy_notice_version: null,
      privacy_notice_recorded_at: null,
      marketing_opt_in: false,
      marketing_opt_in_at: null,
      erased_at: null,
    },
    ...o,
  });

/** A quotation as the lead's page lists it: a draft in pesos, VAT exclusive, without lines. */
export const quotation = (id: number, o: Partial<Quotation> = {}): Quotation =>
  quotationSchema.parse({
    id,
    lead_id: 7,
    number: 'Q-2026-0001',
    revision: 0,
    reference: 'Q-2026-0001',
    status: 'draft',
    currency: 'PHP',
    vat_mode: 'exclusive',
    lines: [],
    totals: { subtotal: 1000, discount: 0, vat: 120, total: 1120 },
    valid_until: '2026-12-31',
    payment_terms: 'Cash',
    delivery_time: null,
    notes: null,
    signatory: { name: 'Ana Cruz', email: 'ana@example.com' },
    created_at: '2026-11-01T02:00:00.000Z',
    sent_at: null,
    viewed_at: null,
    accepted_at: null,
    accepted_name: null,
    pdf_url: `/api/admin/quotations/${id}/pdf`,
    ...o,
  });
