import { z } from 'zod';

// Draft, scheduled or published (docs/product.md §29, decision 066): the fields news and variants
// share, in their admin API and their editors. The server enforces them (server/services/publication.ts).

export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const PUBLICATION_LABELS: Record<PublicationStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export const PUBLICATION_MESSAGES = {
  publishAtRequired: 'Publish at is required for a scheduled record',
  unpublishBeforePublish: 'Unpublish at must be after publish at',
  dateTime: 'Enter a date and time',
} as const;

/** An ISO date-time (with a zone, or the editor's local "YYYY-MM-DDTHH:mm"); empty is none. */
const dateTime = z
  .string({ error: PUBLICATION_MESSAGES.dateTime })
  .trim()
  .max(40, PUBLICATION_MESSAGES.dateTime)
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '') return null;
    const at = new Date(v);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: PUBLICATION_MESSAGES.dateTime });
      return z.NEVER;
    }
    return at.toISOString();
  });

/** Spread into a record's input object; every one optional (not sent: unchanged, or published). */
export const publicationFields = {
  status: z
    .enum(PUBLICATION_STATUSES, { error: 'The status must be draft, scheduled or published' })
    .optional(),
  publish_at: dateTime,
  unpublish_at: dateTime,
};

export interface PublicationInput {
  status?: PublicationStatus;
  publish_at?: string | null;
  unpublish_at?: string | null;
}

/**
 * The rules the fields alone can tell (the server checks them again against the stored record):
 * a scheduled record needs its time, and an end before its start is refused on `unpublish_at`.
 */
export function publicationIssues(v: PublicationInput): { path: keyof PublicationInput; message: string }[] {
  const issues: { path: keyof PublicationInput; message: string }[] = [];
  if (v.status === 'scheduled' && v.publish_at === null)
    issues.push({ path: 'publish_at', message: PUBLICATION_MESSAGES.publishAtRequired });
  if (v.publish_at && v.unpublish_at && new Date(v.unpublish_at) <= new Date(v.publish_at))
    issues.push({ path: 'unpublish_at', message: PUBLICATION_MESSAGES.unpublishBeforePublish });
  return issues;
}

/** What news and variants return of it. `publish_error`: why the last scheduled publish failed. */
export const publicationOutput = {
  status: z.enum(PUBLICATION_STATUSES),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
  publish_error: z.string().nullable(),
};

/** GET /api/admin/preview-link */
export const previewLinkQuery = z.object({
  entity: z.enum(['variant', 'news'], { error: 'The entity must be variant or news' }),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const previewLinkResponse = z.object({ url: z.string(), expires_at: z.string() });
export type PreviewLink = z.infer<typeof previewLinkResponse>;
