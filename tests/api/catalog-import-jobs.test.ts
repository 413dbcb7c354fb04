import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ImportJob, IMPORT_JOB_MESSAGES as J } from '#common/schemas/catalog-import';
import { catalogImports, trashItems, variants } from '../../server/db/schema';
import { appsOn, call, setupApi } from '../support/api';
import { catalogueAndAdmin, seedCatalogue } from '../support/catalogue-fixture';
import { createAdmin } from '../support/factories';
import { expectRefused } from './support/answers';

// Catalogue imports as jobs (docs/product.md §27.3, decision 072): the upload answers the report
// when the job is done within a few seconds, else 202 with its progress; one import at a time; a
// job whose instance died becomes failed; cancel until the apply commits; the history; undo as the
// change set's revert, refused as a whole when a record changed since.
const ctx = setupApi();
const appWith = appsOn(ctx);
let slow: FastifyInstance;
beforeAll(async () => {
  // An upload that never waits: the 202 path, and imports that are still running.
  slow = await appWith({ IMPORT_SYNC_WAIT_MS: '0' });
});

const post = (app: FastifyInstance, token: string, csv: string, dryRun: boolean, name = 'prices.csv') => {
  const body = new FormData();
  body.set('dry_run', String(dryRun));
  body.set('file', new Blob([csv]), name);
  return call(app, { method: 'POST', url: '/api/admin/catalog/import', payload: body, token });
};
const get = (token: string, url: string) => call(ctx.app, { method: 'GET', url, token });
const act = (token: string, url: string) => call(ctx.app, { method: 'POST', url, token });
const jobOf = (res: { json: () => unknown }) => (res.json() as { data: ImportJob }).data;

async function finished(token: string, id: string): Promise<ImportJob> {
  for (let i = 0; i < 400; i += 1) {
    const job = jobOf(await get(token, `/api/admin/catalog/imports/${id}`));
    if (!['queued', 'running'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

/** A queued or running import as another instance would have left it. */
async function insertJob(over: Partial<typeof catalogImports.$inferInsert>) {
  const [row] = await ctx.db
    .insert(catalogImports)
    .values({ userName: 'Other', fileName: 'x.csv', dryRun: true, ...over })
    .returning();
  return row;
}

const priceOf = async (id: number) =>
  Number((await ctx.db.select().from(variants).where(eq(variants.id, id)))[0].price);

describe('POST /api/admin/catalog/import as a job', () => {
  it('answers 200 with the finished report when the job is quick, with the job fields', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db, { name: 'Ana' });
    const res = await post(ctx.app, token, `variant_id,price\n${c.loader.id},7300000\n`, true);
    expect(res.statusCode, res.body).toBe(200);
    const job = jobOf(res);
    expect(job).toMatchObject({
      status: 'done',
      dry_run: true,
      progress: { rows_checked: 1, rows_total: 1 },
      file_name: 'prices.csv',
      user: { name: 'Ana' },
      change_set_id: null,
      undo_until: null,
    });
    expect(job.summary?.update.variants).toBe(1);
    expect(jobOf(await get(token, `/api/admin/catalog/imports/${job.import_id}`))).toEqual(job);
  });

  it('answers 202 with the progress when the job takes longer, then GET gives the report', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const rows = Array.from({ length: 60 }, (_, i) => [c.loader.id, 7_000_000 + i]);
    const res = await post(slow, token, stringify([['variant_id', 'price'], ...rows]), false);
    expect(res.statusCode, res.body).toBe(202);
    const started = jobOf(res);
    expect(['queued', 'running']).toContain(started.status);
    expect(started.progress.rows_total).toBe(60);
    expect(started.summary).toBeUndefined();
    const done = await finished(token, started.import_id);
    expect(done).toMatchObject({ status: 'done', progress: { rows_checked: 60, rows_total: 60 } });
    expect(done.change_set_id).toEqual(expect.any(String));
    expect(await priceOf(c.loader.id)).toBe(7_000_059);
  });

  it('refuses a second import while one is queued or running (409), and takes one after', async () => {
    const { token } = await catalogueAndAdmin(ctx.db);
    const other = await insertJob({ status: 'running', lockedUntil: new Date(Date.now() + 60_000) });
    const res = await post(ctx.app, token, 'variant_id\n', true);
    expectRefused(res, 409, J.busy);
    await ctx.db.update(catalogImports).set({ status: 'done' }).where(eq(catalogImports.id, other.id));
    expect((await post(ctx.app, token, 'variant_id\n', true)).statusCode).toBe(200);
  });

  it('marks an import left running by a stopped server as failed, with the reason', async () => {
    const { token } = await createAdmin(ctx.db);
    const dead = await insertJob({ status: 'running', lockedUntil: new Date(Date.now() - 1000) });
    const job = jobOf(await get(token, `/api/admin/catalog/imports/${dead.id}`));
    expect(job).toMatchObject({ status: 'failed', error: J.crashed });
    expect(job.finished_at).toEqual(expect.any(String));
    // And no longer blocks the next import.
    expect((await post(ctx.app, token, 'variant_id\n', true)).statusCode).toBe(200);
  });

  it('at the start of the embedded database, marks every running import failed, lease or not', async () => {
    const held = await insertJob({ status: 'running', lockedUntil: new Date(Date.now() + 60_000) });
    await ctx.app.catalogImports.reapStale();
    const [still] = await ctx.db.select().from(catalogImports).where(eq(catalogImports.id, held.id));
    expect(still.status).toBe('running');
    await ctx.app.catalogImports.reapStale(true);
    const [row] = await ctx.db.select().from(catalogImports).where(eq(catalogImports.id, held.id));
    expect(row).toMatchObject({ status: 'failed', error: J.crashed });
  });

  it("keeps the file's name without its path, markup or control characters", async () => {
    const { token } = await createAdmin(ctx.db);
    const res = await post(ctx.app, token, 'variant_id\n', true, 'C:\\Users\\ana\\<i>prices\t.csv');
    expect(jobOf(res).file_name).toBe('prices.csv');
  });

  it('removes the uploaded file once the job is over', async () => {
    const { token } = await catalogueAndAdmin(ctx.db);
    const job = jobOf(await post(ctx.app, token, 'variant_id\n', true));
    const [row] = await ctx.db.select().from(catalogImports).where(eq(catalogImports.id, job.import_id));
    expect(row.filePath).toBeNull();
    const dir = `${ctx.app.config.DATA_DIR}/imports/${job.import_id}.upload`;
    expect(existsSync(dir)).toBe(false);
  });
});

describe('the runner', () => {
  it("runs a queued import from its stored file (another instance's upload, or one queued before a restart)", async () => {
    const c = await seedCatalogue(ctx.db);
    const dir = join(ctx.app.config.DATA_DIR, 'imports');
    await mkdir(dir, { recursive: true });
    const filePath = join(dir, 'queued-before-restart.upload');
    await writeFile(filePath, `variant_id,price\n${c.loader.id},4242\n`);
    const queued = await insertJob({ status: 'queued', dryRun: false, filePath, rowsTotal: 1 });
    expect(await ctx.app.catalogImports.runDue()).toBe(1);
    const [row] = await ctx.db.select().from(catalogImports).where(eq(catalogImports.id, queued.id));
    expect(row).toMatchObject({ status: 'done', filePath: null, rowsChecked: 1 });
    expect(row.changeSetId).toEqual(expect.any(String));
    expect(await priceOf(c.loader.id)).toBe(4242);
    expect(existsSync(filePath)).toBe(false);
  });
});

describe('POST /api/admin/catalog/imports/{id}/cancel', () => {
  it('asks a running import to stop (200): its runner, here or on another instance, stops it with nothing written', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    // Running on another instance: the cancel is a flag on its row.
    const running = await insertJob({ status: 'running', lockedUntil: new Date(Date.now() + 60_000) });
    const res = await act(token, `/api/admin/catalog/imports/${running.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(jobOf(res).status).toBe('running');
    const [flagged] = await ctx.db.select().from(catalogImports).where(eq(catalogImports.id, running.id));
    expect(flagged.cancelRequested).toBe(true);
    await ctx.db.delete(catalogImports).where(eq(catalogImports.id, running.id));
    // The runner looks at the flag as it goes (here: before its first row) and keeps nothing.
    const dir = join(ctx.app.config.DATA_DIR, 'imports');
    await mkdir(dir, { recursive: true });
    const filePath = join(dir, 'cancelled-while-running.upload');
    await writeFile(filePath, `variant_id,price\n${c.loader.id},4242\n`);
    const asked = await insertJob({ status: 'queued', dryRun: false, filePath, cancelRequested: true });
    await ctx.app.catalogImports.runDue();
    const job = jobOf(await get(token, `/api/admin/catalog/imports/${asked.id}`));
    expect(job).toMatchObject({ status: 'cancelled', error: J.cancelled, change_set_id: null });
    expect(await priceOf(c.loader.id)).toBe(7_250_000);
  });

  it('cancels a queued import (200), and refuses once it has finished (409)', async () => {
    const { token } = await createAdmin(ctx.db);
    const queued = await insertJob({ status: 'queued' });
    const res = await act(token, `/api/admin/catalog/imports/${queued.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(jobOf(res)).toMatchObject({ status: 'cancelled', error: J.cancelled });
    const again = await act(token, `/api/admin/catalog/imports/${queued.id}/cancel`);
    expectRefused(again, 409, J.cancelTooLate);
  });

  it('refuses to cancel an apply that has committed (409); unknown ids 404, malformed 422', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const job = jobOf(await post(ctx.app, token, `variant_id,price\n${c.loader.id},1\n`, false));
    expect(job.status).toBe('done');
    expect((await act(token, `/api/admin/catalog/imports/${job.import_id}/cancel`)).statusCode).toBe(409);
    expect(await priceOf(c.loader.id)).toBe(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await act(token, `/api/admin/catalog/imports/${unknown}/cancel`)).statusCode).toBe(404);
    expect((await act(token, '/api/admin/catalog/imports/nope/cancel')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/catalog/imports', () => {
  it('lists imports newest first with who, when, status and counts, paged', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db, { name: 'Ben' });
    const empty = await get(token, '/api/admin/catalog/imports');
    expect(empty.json()).toMatchObject({ data: [], total: 0 });
    const first = jobOf(await post(ctx.app, token, `variant_id,price\n${c.loader.id},5\n`, true));
    const second = jobOf(await post(ctx.app, token, `variant_id,price\n${c.loader.id},6\n`, false));
    const res = await get(token, '/api/admin/catalog/imports?per_page=1');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.total).toBe(2);
    expect(page.last_page).toBe(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      import_id: second.import_id,
      status: 'done',
      dry_run: false,
      user: { name: 'Ben' },
      summary: { update: { variants: 1 } },
      undo_until: expect.any(String),
    });
    expect(page.data[0].changes).toBeUndefined();
    const next = (await get(token, '/api/admin/catalog/imports?page=2&per_page=1')).json();
    expect(next.data[0].import_id).toBe(first.import_id);
    expect((await get(token, '/api/admin/catalog/imports?per_page=1000')).statusCode).toBe(422);
  });
});

describe('POST /api/admin/catalog/imports/{id}/undo', () => {
  it('puts back what an apply changed and sends what it created to the trash, once', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const csv = stringify([
      ['variant_id', 'variant_name', 'product', 'brand', 'category', 'price'],
      [c.loader.id, null, null, null, null, 7_777_777],
      [null, 'NL-70 Wheel Loader', 'NL Series', 'Norvane', 'Wheel Loaders', 9_000_000],
    ]);
    const job = jobOf(await post(ctx.app, token, csv, false));
    expect(job.summary?.create.variants).toBe(1);
    const [created] = await ctx.db.select().from(variants).where(eq(variants.name, 'NL-70 Wheel Loader'));

    const res = await act(token, `/api/admin/catalog/imports/${job.import_id}/undo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(jobOf(res)).toMatchObject({ status: 'done', undone_at: expect.any(String), undo_until: null });
    expect(await priceOf(c.loader.id)).toBe(7_250_000);
    expect(await ctx.db.select().from(variants).where(eq(variants.id, created.id))).toEqual([]);
    const trash = await ctx.db.select().from(trashItems).where(eq(trashItems.entityId, created.id));
    expect(trash.map((t) => t.entity)).toEqual(['variant']);

    const again = await act(token, `/api/admin/catalog/imports/${job.import_id}/undo`);
    expectRefused(again, 409, J.undoAgain);
  });

  it('refuses when a record changed since, listing it (409), and undoes nothing', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const csv = `variant_id,price\n${c.loader.id},7777777\n${c.excavator.id},1234\n`;
    const job = jobOf(await post(ctx.app, token, csv, false));
    await ctx.db.update(variants).set({ price: 8_000_000 }).where(eq(variants.id, c.loader.id));
    const res = await act(token, `/api/admin/catalog/imports/${job.import_id}/undo`);
    expect(res.statusCode, res.body).toBe(409);
    expect(Object.keys(res.json().errors)).toEqual([`variant ${c.loader.id}: price`]);
    expect(await priceOf(c.loader.id)).toBe(8_000_000);
    expect(await priceOf(c.excavator.id)).toBe(1234);
    expect(jobOf(await get(token, `/api/admin/catalog/imports/${job.import_id}`)).undone_at).toBeNull();
  });

  it('refuses a check (422), a failed apply (422) and an undo after 7 days (409)', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const dry = jobOf(await post(ctx.app, token, `variant_id,price\n${c.loader.id},5\n`, true));
    expect((await act(token, `/api/admin/catalog/imports/${dry.import_id}/undo`)).json().message).toBe(
      J.undoDryRun,
    );
    const bad = jobOf(await post(ctx.app, token, `variant_id,price\n${c.loader.id},-5\n`, false));
    expect(bad.status).toBe('failed');
    const refused = await act(token, `/api/admin/catalog/imports/${bad.import_id}/undo`);
    expect(refused.statusCode).toBe(422);
    const applied = jobOf(await post(ctx.app, token, `variant_id,price\n${c.loader.id},5\n`, false));
    await ctx.db
      .update(catalogImports)
      .set({ finishedAt: sql`now() - interval '8 days'` })
      .where(eq(catalogImports.id, applied.import_id));
    const late = await act(token, `/api/admin/catalog/imports/${applied.import_id}/undo`);
    expectRefused(late, 409, J.undoExpired);
    expect(await priceOf(c.loader.id)).toBe(5);
  });
});
