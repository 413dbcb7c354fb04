import type { AuditAction, AuditChanges, AuditEntity } from './schemas/audit';
import { CONTACT_CHANNEL_LABELS } from './schemas/lead-desk';

// The audit trail in words (docs/product.md §26): what each entity, action and changed field is
// called on the Activity page and a record's History, and how a field's values are shown. The
// trail stores column names (the triggers read the rows); this is the one place they get names.

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  brand: 'Brand',
  category: 'Category',
  product: 'Product',
  variant: 'Variant',
  news: 'News article',
  hero: 'Hero section',
  setting: 'Setting',
  user: 'Staff account',
  lead: 'Inquiry',
  parameter: 'Parameter',
  quotation: 'Quotation',
  lead_desk: 'Lead desk',
  privacy: 'Privacy request',
  import: 'Import',
  branch: 'Branch',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  revert: 'Reverted',
  publish: 'Published',
  unpublish: 'Unpublished',
  bulk: 'Bulk change',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  title: 'Title',
  description: 'Description',
  introduction: 'Introduction',
  excerpt: 'Excerpt',
  content: 'Content',
  logo: 'Logo',
  image: 'Main image',
  images: 'Images',
  is_active: 'Active',
  brand_id: 'Brand',
  category_id: 'Category',
  product_id: 'Product',
  features: 'Features',
  applications: 'Applications',
  technical_parameters: 'Technical parameters',
  featured_parameters: 'Featured parameters',
  price: 'Price',
  bucket_capacity: 'Bucket capacity',
  rated_load: 'Rated load',
  author: 'Author',
  category: 'Category',
  tags: 'Tags',
  read_time: 'Read time',
  featured: 'Featured',
  published: 'Published',
  value: 'Value',
  key: 'Key',
  aliases: 'Aliases',
  kind: 'Kind',
  metric_unit: 'Metric unit',
  imperial_unit: 'Imperial unit',
  decimals: 'Decimals',
  better: 'Better when',
  categories: 'Categories',
  filterable: 'Filter on the site',
  position: 'Position',
  email: 'E-mail',
  role: 'Role',
  password_hash: 'Password',
  totp_secret: 'Two-factor sign-in',
  deactivated_at: 'Deactivated',
  away: 'Away',
  password_change_required: 'Must change password',
  accepted_name: 'Name typed to accept',
  date: 'Date',
  subject: 'Subject',
  body: 'Text',
  status: 'Status',
  close_reason: 'Close reason',
  note: 'Note',
  assignee: 'Assigned to',
  routing_rule: 'Routing rule',
  contact: 'Contact',
  quotation: 'Quotation',
};

/** A record's parts are fields "<part>.<key>" (docs/product.md §26): a quotation's line 3 is `lines.3`. */
const PART_LABELS: Record<string, (key: string) => string> = {
  lines: (key) => `Line ${key}`,
  assignees: (key) => `Assignee (account #${key})`,
  position: (key) => `Place ${key}`,
  availability: (key) => `Availability (branch #${key})`,
};

/** A variant's entry at a branch (docs/product.md §28): "In stock, 3 · confirmed 2026-12-01". */
function availabilityText(value: Record<string, unknown>): string {
  const quantity = typeof value.quantity === 'number' ? `, ${value.quantity}` : '';
  const status =
    value.status === 'in_stock'
      ? `In stock${quantity}`
      : value.status === 'on_order'
        ? `On order, expected ${String(value.expected_at ?? '')}`
        : String(value.status ?? '');
  const confirmed =
    typeof value.confirmed_at === 'string' ? ` · confirmed ${value.confirmed_at.slice(0, 10)}` : '';
  return `${status}${confirmed}`;
}

const sentence = (field: string) => {
  const words = field.replace(/_id$/, '').replaceAll('_', ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : field;
};

/** A changed field's name in words, e.g. `is_active` → "Active", `lines.2` → "Line 2". */
export function auditFieldLabel(field: string): string {
  const dot = field.indexOf('.');
  if (dot > 0) {
    const part = PART_LABELS[field.slice(0, dot)];
    if (part) return part(field.slice(dot + 1));
  }
  return FIELD_LABELS[field] ?? sentence(field);
}

/** How a field's before and after are shown. */
export type AuditFieldKind = 'scalar' | 'long' | 'list' | 'specs' | 'redacted';

const LONG_FIELDS = new Set(['description', 'introduction', 'excerpt', 'content', 'body', 'message']);
const SPEC_FIELDS = new Set(['technical_parameters']);
/** Beyond this many characters a text is shown as a compact before/after with its full text on demand. */
export const AUDIT_LONG_TEXT = 120;

export function auditFieldKind(field: string, change: AuditChanges[string]): AuditFieldKind {
  if (change.redacted) return 'redacted';
  if (SPEC_FIELDS.has(field)) return 'specs';
  const values = [change.from, change.to];
  if (values.some(Array.isArray)) return 'list';
  if (LONG_FIELDS.has(field)) return 'long';
  if (values.some((v) => typeof v === 'string' && (v.length > AUDIT_LONG_TEXT || v.includes('\n'))))
    return 'long';
  return 'scalar';
}

const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: { new: 'New', contacted: 'Contacted', closed: 'Closed' },
  close_reason: { won: 'Won', lost: 'Lost', spam: 'Spam' },
  contact: CONTACT_CHANNEL_LABELS,
  quotation: {
    created: 'Created',
    sent: 'Sent',
    link_copied: 'Link copied to share',
    viewed: 'Viewed by the buyer',
    accepted: 'Accepted by the buyer',
    question: 'Question from the buyer',
  },
};

/** One value in words: "Yes"/"No", "(empty)", a lead status's name, a list item or a number as written. */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-PH');
  if (typeof value === 'string') return VALUE_LABELS[field]?.[value] ?? value;
  if (field.startsWith('availability.') && typeof value === 'object' && !Array.isArray(value))
    return availabilityText(value as Record<string, unknown>);
  return JSON.stringify(value);
}
