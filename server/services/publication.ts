import { inArray, sql } from 'drizzle-orm';
import {
  PUBLICATION_MESSAGES,
  type PublicationInput,
  type PublicationStatus,
} from '#common/schemas/publication';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { news, variants } from '../db/schema';
import { ValidationFailed } from '../errors';

// Draft, scheduled or published (docs/product.md §29, decision 066). What the public sees follows
// one column per table: a variant is listed only when published (variant_listing.listed, kept by
// the triggers of migration 0027), an article only when `published` (kept equal to status =
// 'published' by a check). This module is the one writer of those states: the editors' saves,
// the scheduler and bulk publish/unpublish all come through it.

export type PublishedEntity = 'variant' | 'news';

const TABLES = { variant: variants, news } as const;

interface PublicationState {
  status: PublicationStatus;
  publishAt: Date | null;
  unpublishAt: Date | null;
  publishError: string | null;
}

/** The API's fields of it. */
export const publicationJson = (row: PublicationState) => ({
  status: row.status,
  publish_at: row.publishAt?.toISOString() ?? null,
  unpublish_at: row.unpublishAt?.toISOString() ?? null,
  publish_error: row.publishError,
});

const at = (v: string | null | undefined, stored: Date | null | undefined): Date | null =>
  v === undefined ? (stored ?? null) : v === null ? null : new Date(v);

/**
 * The state a save writes: `stored` is the record's (null on create), `published` the spec's
 * boolean of news (the status wins when both are sent). Undefined when an update sends none of
 * them. A publish time already past publishes now, an unpublish time already past unpublishes now;
 * an end not after the start is a 422 on `unpublish_at`.
 */
export function resolvePublication(
  input: PublicationInput & { published?: boolean },
  stored: PublicationState | null,
  now = new Date(),
): PublicationState | undefined {
  const sent = [input.status, input.publish_at, input.unpublish_at, input.published].some(
    (v) => v !== undefined,
  );
  if (stored && !sent) return undefined;
  const fromBoolean = input.published === undefined ? undefined : input.published ? 'published' : 'draft';
  let status: PublicationStatus = input.status ?? fromBoolean ?? stored?.status ?? 'published';
  let publishAt = at(input.publish_at, stored?.publishAt);
  let unpublishAt = at(input.unpublish_at, stored?.unpublishAt);
  if (status === 'scheduled' && !publishAt)
    throw new ValidationFailed({ publish_at: [PUBLICATION_MESSAGES.publishAtRequired] });
  if (status === 'scheduled' && publishAt && unpublishAt && unpublishAt <= publishAt)
    throw new ValidationFailed({ unpublish_at: [PUBLICATION_MESSAGES.unpublishBeforePublish] });
  if (status === 'scheduled' && publishAt && publishAt <= now) status = 'published';
  if (status !== 'scheduled') publishAt = null;
  if (status === 'published' && unpublishAt && unpublishAt <= now) status = 'draft';
  if (status === 'draft') unpublishAt = null;
  return { status, publishAt, unpublishAt, publishError: null };
}

/** The columns of a state for `entity`'s table (news also keeps its `published`). */
export const publicationColumns = (entity: PublishedEntity, state: PublicationState) =>
  entity === 'news' ? { ...state, published: state.status === 'published' } : state;

async function setState(
  tx: Db,
  entity: PublishedEntity,
  ids: number[],
  state: Partial<PublicationState> & { status: PublicationStatus },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const table = TABLES[entity];
  const values = entity === 'news' ? { ...state, published: state.status === 'published' } : state;
  const rows = await tx
    .update(table)
    .set({ ...values, publishError: null, updatedAt: new Date() })
    .where(inArray(table.id, ids))
    .returning({ id: table.id });
  return rows.map((r) => r.id);
}

/**
 * Publishes the records `ids` now (a scheduled end stays), in the caller's transaction; returns the
 * ids found. The caller says how the audit trail names it (app.audit_action) and tells the caches
 * (publicContentChanged) once it has committed. Also the bulk actions' publish (docs/product.md §29).
 */
export const publish = (tx: Db, entity: PublishedEntity, ids: number[]) =>
  setState(tx, entity, ids, { status: 'published', publishAt: null });

/**
 * Takes the records `ids` off the site now: drafts again, no times left. Also the bulk actions' unpublish.
 */
export const unpublish = (tx: Db, entity: PublishedEntity, ids: number[]) =>
  setState(tx, entity, ids, { status: 'draft', publishAt: null, unpublishAt: null });

interface Due {
  entity: PublishedEntity;
  id: number;
  action: 'publish' | 'unpublish';
}

// At most this many records per run: a backlog is worked off run by run.
const DUE_BATCH = 500;

const dueOf = (table: typeof variants | typeof news, entity: PublishedEntity) => sql`
  select ${entity}::text as entity, id,
      case when status = 'scheduled' then 'publish' else 'unpublish' end as action
    from ${table}
    where publish_error is null
      and ((status = 'scheduled' and publish_at <= now()) or (status = 'published' and unpublish_at <= now()))
    order by id limit ${DUE_BATCH}
    for update skip locked`;

/** The database's own words (Drizzle wraps them with the whole statement, not for a dashboard). */
const reason = (err: unknown): string => {
  const cause = err instanceof Error ? (err.cause ?? err) : err;
  return cause instanceof Error ? cause.message : String(cause);
};

interface PublicationRun {
  published: number;
  unpublished: number;
  failed: number;
}

/**
 * One run of the scheduler (docs/product.md §29): one statement claims the due records of both
 * tables (the partial indexes of migration 0027) with FOR UPDATE SKIP LOCKED, so of two instances
 * running at once each record is taken by one, and a record taken is no longer due once its
 * transaction commits: exactly once. Each change is audited as `publish` or `unpublish`. A record
 * whose change fails keeps its state with `publish_error` set, shown on the dashboard and left
 * alone by later runs until it is saved again.
 */
export async function runDuePublications(db: Db): Promise<PublicationRun> {
  return db.transaction(async (tx) => {
    const due = rowsOf<Due>(
      await tx.execute(sql`with n as (${dueOf(news, 'news')}), v as (${dueOf(variants, 'variant')})
        select * from n union all select * from v`),
    );
    const run: PublicationRun = { published: 0, unpublished: 0, failed: 0 };
    for (const entity of ['news', 'variant'] as const) {
      for (const action of ['publish', 'unpublish'] as const) {
        const ids = due.filter((d) => d.entity === entity && d.action === action).map((d) => Number(d.id));
        if (ids.length === 0) continue;
        const change = action === 'publish' ? publish : unpublish;
        await tx.execute(sql`select set_config('app.audit_action', ${action}, true)`);
        let done = 0;
        try {
          done = (await tx.transaction((sp) => change(sp, entity, ids))).length;
        } catch {
          // One record's failure must not hold back the others: each on its own, the failures noted.
          for (const id of ids) {
            try {
              done += (await tx.transaction((sp) => change(sp, entity, [id]))).length;
            } catch (err) {
              run.failed++;
              await tx.execute(sql`select set_config('app.audit_action', '', true)`);
              const table = TABLES[entity];
              const message =
                `${action === 'publish' ? 'Publishing' : 'Unpublishing'} failed: ${reason(err)}`.slice(
                  0,
                  500,
                );
              await tx
                .update(table)
                .set({ publishError: message })
                .where(inArray(table.id, [id]));
              await tx.execute(sql`select set_config('app.audit_action', ${action}, true)`);
            }
          }
        }
        if (action === 'publish') run.published += done;
        else run.unpublished += done;
      }
    }
    await tx.execute(sql`select set_config('app.audit_action', '', true)`);
    return run;
  });
}

interface PublishFailure {
  entity: PublishedEntity;
  id: number;
  name: string;
  error: string;
}

/** The records whose scheduled change failed, for the dashboard (never silent). */
export async function publishFailures(db: Db, limit = 20): Promise<PublishFailure[]> {
  const res = await db.execute(sql`
    (select 'news'::text as entity, id, title as name, publish_error as error from ${news}
      where publish_error is not null order by id limit ${limit})
    union all
    (select 'variant'::text, id, name, publish_error from ${variants}
      where publish_error is not null order by id limit ${limit})`);
  return rowsOf<PublishFailure>(res).map((r) => ({ ...r, id: Number(r.id) }));
}
