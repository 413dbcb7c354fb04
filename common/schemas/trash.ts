import { z } from 'zod';
import { savedEnvelope } from './envelopes';
import { adminListQuery, paginatedSchema } from './pagination';

// The trash (docs/product.md §26, decision 061): what the back office deletes is kept for
// TRASH_DAYS, listed here, and can be restored with its id and public address, or purged.

export const TRASH_ENTITIES = ['brand', 'category', 'product', 'variant', 'news'] as const;
export type TrashEntity = (typeof TRASH_ENTITIES)[number];

export const trashQuery = z.object({
  entity: z.enum(TRASH_ENTITIES, { error: `Use one of: ${TRASH_ENTITIES.join(', ')}.` }).optional(),
  page: adminListQuery.shape.page,
  per_page: adminListQuery.shape.per_page,
});
export type TrashQuery = z.infer<typeof trashQuery>;

const trashItemSchema = z.object({
  id: z.number(),
  entity: z.enum(TRASH_ENTITIES),
  entity_id: z.number(),
  name: z.string(),
  deleted_at: z.string(),
  /** Who deleted it, by their name at the time; null for the system. */
  deleted_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** When the trash job removes it for good. */
  purge_at: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashListSchema = paginatedSchema(trashItemSchema);
/** POST /admin/trash/:id/restore: the restored record's entity and id. */
export const trashRestoreSchema = savedEnvelope(z.object({ entity: z.enum(TRASH_ENTITIES), id: z.number() }));

/** What each kind of record is called in messages. */
export const TRASH_NOUNS: Record<TrashEntity, string> = {
  brand: 'brand',
  category: 'category',
  product: 'product',
  variant: 'variant',
  news: 'news article',
};

export const TRASH_MESSAGES = {
  restored: 'Restored from the trash.',
  notFound: 'This item is not in the trash.',
  parentInTrash: (noun: string, name: string) =>
    `Its ${noun} "${name}" is in the trash. Restore the ${noun} first. Nothing was restored.`,
  parentGone: (noun: string) => `Its ${noun} no longer exists. Nothing was restored.`,
  taken: (noun: string) =>
    `Another ${noun} now has this name. Rename one of them first. Nothing was restored.`,
} as const;

/** How long the trash keeps a record unless TRASH_DAYS says otherwise. */
export const TRASH_DAYS_DEFAULT = 30;

/** The delete confirmation's words: the record is not gone yet (decision 061). */
export const trashConfirmation = (noun: string) =>
  `This moves the ${noun} to the trash. It can be restored from there for ${TRASH_DAYS_DEFAULT} days, then it is deleted for good.`;
