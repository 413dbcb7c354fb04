import { z } from 'zod';
import type { TrashEntity } from './trash';

// Bulk actions and their undo (docs/product.md §26, "Bulk actions and undo", decision 067): one request acts on many
// records of one list, in one transaction that is one change set of the audit trail, and the
// change set's revert undoes it as one. This file is the one list of each list's actions: the
// route's body, the back office's action bar and the messages all read it.

/** The lists that have bulk actions, by their resource (the URL) and the trail's entity. */
export const BULK_RESOURCES = {
  brands: 'brand',
  categories: 'category',
  products: 'product',
  variants: 'variant',
  news: 'news',
} as const satisfies Record<string, TrashEntity>;
export type BulkResource = keyof typeof BULK_RESOURCES;

/** At most this many records in one request (the selection, or all that match a search). */
export const BULK_MAX = 10_000;

const BULK_ACTION_NAMES = ['activate', 'deactivate', 'publish', 'unpublish', 'move', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTION_NAMES)[number];

/** What a move asks for: the field of its target, and what the target is called. */
export const BULK_MOVE_TARGETS = {
  products: { field: 'category_id', noun: 'category' },
  variants: { field: 'product_id', noun: 'product' },
} as const;

/**
 * Each list's actions. Variants' publish/unpublish follow their publication status, which is not
 * theirs yet (decision 067); adding an action is a line here and one in the service's table.
 */
export const BULK_ACTIONS = {
  brands: ['activate', 'deactivate', 'delete'],
  categories: ['activate', 'deactivate', 'delete'],
  products: ['move', 'delete'],
  variants: ['publish', 'unpublish', 'move', 'delete'],
  news: ['publish', 'unpublish', 'delete'],
} as const satisfies Record<BulkResource, readonly BulkAction[]>;

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  activate: 'Activate',
  deactivate: 'Deactivate',
  publish: 'Publish',
  unpublish: 'Unpublish',
  move: 'Move',
  delete: 'Delete',
};

const ID_MESSAGE = 'Each id must be a positive whole number.';
const recordId = z
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .min(1, { error: ID_MESSAGE })
  .max(2_147_483_647, { error: ID_MESSAGE });

export const BULK_MESSAGES = {
  none: 'Select at least one record.',
  tooMany: `Select at most ${BULK_MAX.toLocaleString('en-US')} records at once.`,
  tooManyMatching: (n: number) =>
    `${n.toLocaleString('en-US')} records match; narrow the search to at most ${BULK_MAX.toLocaleString('en-US')}.`,
  idsOrSearch: 'Send the ids, or the search whose matches to act on, not both.',
  target: (noun: string) => `Choose the ${noun} to move them to.`,
  unknown: (noun: string, ids: number[]) => `No ${noun} with the id ${ids.join(', ')}. Nothing was changed.`,
  refused: (count: number) =>
    `${count === 1 ? 'One record' : `${count} records`} cannot take this action. Nothing was changed.`,
  done: (action: BulkAction, count: number) =>
    `${BULK_ACTION_LABELS[action]}: ${count} ${count === 1 ? 'record' : 'records'}.`,
  reverted: 'Change set reverted.',
  emptySet: 'No change set with this id.',
  notRevertable: 'This change set holds a change that cannot be reverted here. Nothing was reverted.',
} as const;

const target = z
  .number({ error: 'Use a whole number.' })
  .int({ error: 'Use a whole number.' })
  .min(1)
  .max(2_147_483_647);

/**
 * POST /admin/{resource}/bulk: the records by `ids`, or every record the list's `search` matches
 * (the back office's "select all N matching"), resolved by the server with the list's own search.
 */
export function bulkBodySchema<R extends BulkResource>(resource: R) {
  const actions = BULK_ACTIONS[resource] as unknown as [BulkAction, ...BulkAction[]];
  const move = (BULK_MOVE_TARGETS as Partial<Record<BulkResource, { field: string; noun: string }>>)[
    resource
  ];
  return z
    .object({
      ids: z
        .array(recordId, { error: 'Send the ids as a list.' })
        .max(BULK_MAX, { error: BULK_MESSAGES.tooMany })
        .optional(),
      search: z.string({ error: 'Use text.' }).trim().max(200).optional(),
      action: z.enum(actions, { error: `Use one of: ${actions.join(', ')}.` }),
      ...(move ? { [move.field]: target.optional() } : {}),
    })
    .superRefine((body, ctx) => {
      if (body.ids !== undefined && body.search !== undefined)
        ctx.addIssue({ code: 'custom', path: ['ids'], message: BULK_MESSAGES.idsOrSearch });
      else if (body.search === undefined && (body.ids ?? []).length === 0)
        ctx.addIssue({ code: 'custom', path: ['ids'], message: BULK_MESSAGES.none });
      if (move && body.action === 'move' && (body as Record<string, unknown>)[move.field] === undefined)
        ctx.addIssue({ code: 'custom', path: [move.field], message: BULK_MESSAGES.target(move.noun) });
    });
}
export interface BulkInput {
  ids?: number[];
  search?: string;
  action: BulkAction;
  category_id?: number;
  product_id?: number;
}

/** The answer of a bulk action and of a change set's revert. */
export const bulkResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The change set it wrote: what the Undo reverts. */
  change_set_id: z.string(),
  /** How many records it acted on. */
  count: z.number(),
  /** How many of them it changed (the change set's entries): 0, nothing to undo. */
  changed: z.number(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const changeSetParams = z.object({
  id: z.uuid({ error: 'Use a change set id.' }),
});

/** What a list's records are called in the action bar and its confirmations. */
export const BULK_NOUNS: Record<BulkResource, { one: string; many: string }> = {
  brands: { one: 'brand', many: 'brands' },
  categories: { one: 'category', many: 'categories' },
  products: { one: 'product', many: 'products' },
  variants: { one: 'variant', many: 'variants' },
  news: { one: 'news article', many: 'news articles' },
};
