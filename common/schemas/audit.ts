import { z } from 'zod';
import type { Permission } from '../permissions';
import { savedEnvelope } from './envelopes';
import { datedListQuery, paginatedSchema } from './pagination';

// The audit trail (docs/product.md §26, decision 060): who changed which record, the changed fields
// before and after, and the revert of an update. Entries are written by database triggers in the
// transaction of the change; this file is the shape the API and the back office read.

export const AUDIT_ENTITIES = [
  'brand',
  'category',
  'product',
  'variant',
  'news',
  'hero',
  'setting',
  'user',
  'lead',
  'parameter',
  'quotation',
  'lead_desk',
  'privacy',
  'import',
  'branch',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'revert',
  'publish',
  'unpublish',
  'bulk',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who may read and revert each entity's history: the entity's own read and write permissions
 * (common/permissions.ts), so the trail shows a role nothing its lists would not. Null: nobody
 * reverts it here (quotations are revised, never changed back; leads keep their own history).
 */
export const AUDIT_ENTITY_ACCESS: Record<AuditEntity, { read: Permission; write: Permission | null }> = {
  brand: { read: 'catalog.read', write: 'catalog.write' },
  category: { read: 'catalog.read', write: 'catalog.write' },
  product: { read: 'catalog.read', write: 'catalog.write' },
  variant: { read: 'catalog.read', write: 'catalog.write' },
  news: { read: 'catalog.read', write: 'catalog.write' },
  hero: { read: 'catalog.read', write: 'catalog.write' },
  parameter: { read: 'catalog.read', write: 'catalog.write' },
  branch: { read: 'catalog.read', write: 'catalog.write' },
  setting: { read: 'settings.read', write: 'settings.write' },
  lead_desk: { read: 'settings.read', write: 'settings.write' },
  // Roles and accounts have rules of their own (one admin at least): changed in Users, not here.
  user: { read: 'users.read', write: null },
  quotation: { read: 'leads.assign', write: null },
  // A lead's changes are its own history (lead_events), shown within the leads list's scope: a
  // sales rep sees their own leads' (server/services/audit/lead-events.ts).
  lead: { read: 'leads.read', write: null },
  privacy: { read: 'privacy.manage', write: null },
  import: { read: 'catalog.read', write: null },
};

/** One changed field: its value before and after, or only that it changed (a secret). */
const auditChangeSchema = z.object({
  from: z.unknown().optional(),
  to: z.unknown().optional(),
  redacted: z.literal(true).optional(),
});
const auditChangesSchema = z.record(z.string(), auditChangeSchema);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

const id = z.coerce
  .number({ error: 'Use a whole number.' })
  .int({ error: 'Use a whole number.' })
  .min(1, { error: 'Use a whole number.' })
  .max(2 ** 53 - 1, { error: 'Use a whole number.' });

/** GET /admin/audit: every filter optional; dates are business dates (Asia/Manila), inclusive. */
export const auditQuery = datedListQuery({
  entity: z.enum(AUDIT_ENTITIES, { error: `Use one of: ${AUDIT_ENTITIES.join(', ')}.` }).optional(),
  entity_id: z.string().trim().min(1).max(100).optional(),
  user_id: id.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: `Use one of: ${AUDIT_ACTIONS.join(', ')}.` }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditIdParams = z.object({ id });

const AUDIT_SOURCES = ['audit', 'lead_events'] as const;

export const auditEntrySchema = z.object({
  /** Unique within its source: an audit entry's id (what a revert names), or a lead event's. */
  id: z.number(),
  /** Where the entry comes from: the trail, or a lead's own history (entity `lead`, never reverted). */
  source: z.enum(AUDIT_SOURCES),
  at: z.string(),
  /** The acting account; null for the system (a job, an import, a visitor's action). */
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  changes: auditChangesSchema,
  change_set_id: z.string(),
  /** For a revert: the entry it undid. */
  revert_of: z.number().nullable(),
  /** In the list: the record's name now; null when it is gone, has none, or is a lead (personal). */
  name: z.string().nullable().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = paginatedSchema(auditEntrySchema);
/** POST /admin/audit/:id/revert: the revert's own entry. */
export const auditRevertSchema = savedEnvelope(auditEntrySchema);

export const REVERT_MESSAGES = {
  reverted: 'Change reverted.',
  notUpdate: 'Only an update can be reverted.',
  gone: 'The record no longer exists.',
  notRevertable: 'This record cannot be reverted here.',
  redacted: 'A secret changed in this entry; it cannot be put back.',
  taken: 'The earlier value is now used by another record. Nothing was reverted.',
  missingReference: 'The earlier value refers to a record that no longer exists. Nothing was reverted.',
} as const;
