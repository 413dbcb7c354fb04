import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pgCode } from '#common/pg-errors';
import {
  type ImportMapping,
  type ImportResult,
  IMPORT_JOB_MESSAGES as J,
} from '#common/schemas/catalog-import';
import { runAs } from '../../db/acting-user';
import type { Db } from '../../db/client';
import { catalogImports } from '../../db/schema';
import { Conflict } from '../../errors';
import { runImport } from './import';
import type { ImportImageSettings } from './import-images';
import { failStaleImports, type ImportRow } from './import-jobs';
import { readSpreadsheet, type SheetTable } from './parse-file';

// Catalogue imports on the one job runner (docs/product.md §27.3, decision 072). An upload is a row
// and a file under DATA_DIR; an instance claims the oldest queued row with FOR UPDATE SKIP LOCKED
// under a lease it renews while the import runs, so a restart or a second instance never runs it
// twice, and a lease that runs out (the instance died) turns the row `failed` with the reason at
// the next pass of any instance. The upload's request kicks a pass and waits a few seconds for its
// import, so a small file answers at once; the runner's periodic pass picks up the rest.

const LEASE_MS = 60_000;
const RENEW_MS = 15_000;
/**
 * Time between two looks at the row's cancel flag, set by any instance (the flag of a cancel that
 * came to this process is looked at every row).
 */
const CANCEL_CHECK_MS = 500;

class Cancelled extends Error {}

export interface ImportRunnerOptions {
  db: Db;
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** After an apply wrote something: the kept pages, the read cache and the sitemap follow. */
  afterApply: () => Promise<void>;
  images: ImportImageSettings;
  /** Runs an import's work while public reads are answered elsewhere, where the database needs it
   * (a read copy on PGlite, read-copy.ts); by default the work just runs. */
  besideReads?: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface QueueInput {
  user: { id: number; name: string };
  fileName: string;
  bytes: Buffer;
  /** The file as the upload's request read it (it checked it is a spreadsheet). */
  tables: SheetTable[];
  rowsTotal: number;
  mapping?: ImportMapping;
  dryRun: boolean;
}

export type ImportRunner = ReturnType<typeof importRunner>;

export function importRunner({
  db,
  dataDir,
  log,
  afterApply,
  images,
  besideReads = (work) => work(),
}: ImportRunnerOptions) {
  const dir = join(dataDir, 'imports');
  /** Files read at upload, kept for the pass that runs them here (no second parse). */
  const parsed = new Map<string, SheetTable[]>();
  /** Imports running in this process: their rows checked and whether a cancel came in. */
  const running = new Map<string, { checked: number; cancel: boolean }>();
  /** Who waits for an import of this process to end. */
  const waiting = new Map<string, () => void>();
  const ended = new Map<string, Promise<void>>();
  let pass: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const removeFile = (path: string | null) =>
    path
      ? rm(path, { force: true }).catch((err) => log.warn({ err }, 'removing an import file failed'))
      : undefined;

  async function claimNext(): Promise<ImportRow | undefined> {
    const due = db
      .select({ id: catalogImports.id })
      .from(catalogImports)
      .where(eq(catalogImports.status, 'queued'))
      .orderBy(asc(catalogImports.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(catalogImports)
      .set({
        status: 'running',
        leaseId: randomUUID(),
        lockedUntil: new Date(Date.now() + LEASE_MS),
        startedAt: new Date(),
      })
      .where(inArray(catalogImports.id, due))
      .returning();
    return row;
  }

  const held = (row: ImportRow) =>
    and(eq(catalogImports.id, row.id), eq(catalogImports.leaseId, row.leaseId as string));

  /** Ends a job that did not commit an apply: its report or reason, `cancelled` if one was asked. */
  async function finish(
    row: ImportRow,
    end: { status: 'done' | 'failed' | 'cancelled'; report?: ImportResult; error?: string },
  ) {
    await db
      .update(catalogImports)
      .set({
        status: sql`case when ${catalogImports.cancelRequested} then 'cancelled' else ${end.status} end`,
        error: sql`case when ${catalogImports.cancelRequested} then ${J.cancelled}::text else ${end.error ?? null}::text end`,
        report: end.report ?? null,
        rowsChecked: running.get(row.id)?.checked ?? row.rowsChecked,
        finishedAt: new Date(),
        leaseId: null,
        lockedUntil: null,
        filePath: null,
      })
      .where(and(held(row), eq(catalogImports.status, 'running')));
  }

  async function runOne(row: ImportRow) {
    const state = { checked: 0, cancel: false };
    let lookedAt = 0;
    running.set(row.id, state);
    let renewing: Promise<unknown> | null = null;
    // The lease is renewed beside the import, never awaited by it: on the embedded database a
    // statement outside the import's transaction waits for it to end.
    const renew = setInterval(() => {
      if (renewing) return;
      renewing = db
        .update(catalogImports)
        .set({ lockedUntil: new Date(Date.now() + LEASE_MS), rowsChecked: state.checked })
        .where(and(held(row), eq(catalogImports.status, 'running')))
        .catch((err) => log.warn({ err }, 'renewing an import lease failed'))
        .finally(() => {
          renewing = null;
        });
    }, RENEW_MS);
    renew.unref();
    let committed = false;
    try {
      const tables = parsed.get(row.id) ?? (await readSpreadsheet(await readFile(row.filePath as string)));
      parsed.delete(row.id);
      const work = () =>
        runImport(db, tables, {
          dryRun: row.dryRun,
          mapping: row.mapping ?? undefined,
          images,
          onRow: async (checked, tx) => {
            state.checked = checked;
            if (state.cancel) throw new Cancelled();
            if (Date.now() - lookedAt < CANCEL_CHECK_MS) return;
            lookedAt = Date.now();
            const [now] = await tx
              .select({ cancel: catalogImports.cancelRequested })
              .from(catalogImports)
              .where(eq(catalogImports.id, row.id));
            if (now?.cancel) throw new Cancelled();
          },
          // The job's row says `done` in the apply's own commit; a cancel that came first wins.
          beforeCommit: async (tx, report, changeSetId) => {
            const [now] = await tx
              .select({ cancel: catalogImports.cancelRequested })
              .from(catalogImports)
              .where(held(row))
              .for('update');
            if (!now || now.cancel) throw new Cancelled();
            await tx
              .update(catalogImports)
              .set({
                status: 'done',
                report,
                changeSetId,
                rowsChecked: row.rowsTotal,
                finishedAt: new Date(),
                leaseId: null,
                lockedUntil: null,
                filePath: null,
              })
              .where(held(row));
            committed = true;
          },
        });
      const outcome = await besideReads(() =>
        row.userId === null ? work() : runAs({ id: row.userId, name: row.userName }, work),
      );
      if (committed) {
        if (outcome.result.changes.length > 0) await afterApply();
      } else {
        state.checked = row.rowsTotal;
        await finish(row, { status: outcome.status, report: outcome.result });
      }
    } catch (err) {
      committed = false;
      // Stopping the server stops the import too: failed, with the reason, never left running.
      if (err instanceof Cancelled && stopped) await finish(row, { status: 'failed', error: J.crashed });
      else if (err instanceof Cancelled) await finish(row, { status: 'cancelled', error: J.cancelled });
      else {
        log.error({ err, import: row.id }, 'a catalogue import failed');
        await finish(row, { status: 'failed', error: J.failed }).catch(() => {});
      }
    } finally {
      clearInterval(renew);
      await renewing;
      running.delete(row.id);
      await removeFile(row.filePath);
      waiting.get(row.id)?.();
    }
  }

  /** Fails the dead, then runs queued imports one after another until none is left. */
  function runDue(): Promise<number> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = (async () => {
      let ran = 0;
      do {
        again = false;
        for (const file of await failStaleImports(db, [...running.keys()])) await removeFile(file);
        for (;;) {
          if (stopped) return ran;
          const row = await claimNext();
          if (!row) break;
          ran += 1;
          await runOne(row);
        }
      } while (again && !stopped);
      return ran;
    })().finally(() => {
      pass = null;
    });
    return pass;
  }

  return {
    runDue,

    /** Stores the upload and its row (409 while another import is queued or running), and starts a pass. */
    async queue(input: QueueInput): Promise<string> {
      const id = randomUUID();
      await mkdir(dir, { recursive: true });
      const filePath = join(dir, `${id}.upload`);
      await writeFile(filePath, input.bytes);
      try {
        await db.insert(catalogImports).values({
          id,
          userId: input.user.id,
          userName: input.user.name,
          fileName: input.fileName.slice(0, 255),
          filePath,
          mapping: input.mapping ?? null,
          dryRun: input.dryRun,
          rowsTotal: input.rowsTotal,
        });
      } catch (err) {
        await removeFile(filePath);
        if (pgCode(err) === '23505') throw new Conflict(J.busy);
        throw err;
      }
      parsed.set(id, input.tables);
      ended.set(
        id,
        new Promise<void>((resolve) => {
          waiting.set(id, () => {
            waiting.delete(id);
            ended.delete(id);
            resolve();
          });
        }),
      );
      runDue().catch((err) => log.error({ err }, 'running catalogue imports failed'));
      return id;
    },

    /** Waits up to `ms` for an import this process runs to end. */
    async settle(id: string, ms: number) {
      const end = ended.get(id);
      if (!end || ms <= 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([end, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },

    /** Rows checked of an import running here (fresher than its row). */
    progress: (id: string) => running.get(id)?.checked,

    /**
     * Marks running imports whose instance died as failed (a read of the history does it too);
     * `anyLease` at the start of the only instance there can be.
     */
    async reapStale(anyLease = false) {
      for (const file of await failStaleImports(db, [...running.keys()], { anyLease }))
        await removeFile(file);
    },

    /** A cancel asked: the running import stops at its next row; a queued one's file goes. */
    async cancelled(id: string, file: string | null) {
      const state = running.get(id);
      if (state) state.cancel = true;
      parsed.delete(id);
      await removeFile(file);
      if (!state) waiting.get(id)?.();
    },

    /** Stops taking imports and waits for the one running (the server's shutdown). */
    async stop() {
      stopped = true;
      for (const state of running.values()) state.cancel = true;
      await pass;
    },
  };
}
