import { z } from 'zod';
import { labelled } from '../labelled';
import { okEnvelope } from './envelopes';
import { datedListQuery, paginatedSchema } from './pagination';
import { idParams } from './shared';

// The record of who opened whose personal data (docs/product.md §23): a lead's detail (its page,
// or a write answered with it: a `view` too), a leads export, and the privacy tools. Read by
// admins and managers (`access_log.read`).

/** What each entry says a person did (the back office's log, its filter and the lead's card). */
export const { values: ACCESS_ACTIONS, labels: ACCESS_ACTION_LABELS } = labelled({
  view: 'Viewed',
  photo: 'Opened a photo',
  export: 'Exported',
  privacy_search: 'Privacy search',
  privacy_export: 'Privacy export',
  privacy_erase: 'Privacy erasure',
});
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** GET /admin/access-log: every filter optional; dates are business dates (Asia/Manila), inclusive. */
export const accessLogQuery = datedListQuery({
  user_id: idParams.shape.id.optional(),
  lead_id: idParams.shape.id.optional(),
  action: z.enum(ACCESS_ACTIONS, { error: `Use one of: ${ACCESS_ACTIONS.join(', ')}.` }).optional(),
});
export type AccessLogQuery = z.infer<typeof accessLogQuery>;

const accessEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Who, by their name at the time; the id is null once the account is deleted. */
  user: z.object({ id: z.number().nullable(), name: z.string() }),
  action: z.enum(ACCESS_ACTIONS),
  /** The lead opened (view) or whose quotation PDF was downloaded (export); else null. */
  lead_id: z.number().nullable(),
  /** The export's filters or file, or the e-mail address of a privacy request; null for a view. */
  subject: z.string().nullable(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

export const accessLogSchema = paginatedSchema(accessEntrySchema);
/** GET /admin/leads/:id/access: newest first, at most LEAD_ACCESS_SHOWN entries. */
export const leadAccessSchema = okEnvelope(z.array(accessEntrySchema));
export const LEAD_ACCESS_SHOWN = 200;
