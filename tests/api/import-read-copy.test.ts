import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '#common/schemas/catalog-import';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { readsFromCopy } from '../../server/db/read-copy';
import { seedBulk } from '../../server/db/seed/bulk';
import { DATABASE_TEMPLATE_CACHE } from '../../server/lib/paths';
import { call } from '../support/api';
import { createAdmin } from '../support/factories';
import { TEST_DB_KIND } from '../support/test-db';

// docs/product.md §27.2, decision 078: on the embedded database on disk (as `npm start` runs it),
// an import's transaction holds the one session, so the public reads go to a read copy taken just
// before it: they keep answering, with the catalogue as it was, and the imported one once it
// commits. In-memory databases (the other API tests) take no copy.
describe.runIf(TEST_DB_KIND === 'pglite')('public reads while an import runs on PGlite on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-read-copy-api-'));
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openDatabase({ dataDir, templateCache: DATABASE_TEMPLATE_CACHE });
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
      IMPORT_SYNC_WAIT_MS: '0',
    });
    app = await buildApp({ config, database, logger: false, web: false });
    await seedBulk(database.db, { variants: 400 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const copies = () => readdirSync(dataDir).filter((name) => name.startsWith('read-copy-'));

  it('answers them from a copy with the old prices during the import, then with the new ones', async () => {
    const { token } = await createAdmin(database.db);
    const exported = await call(app, { method: 'GET', url: '/api/admin/catalog/export?format=csv', token });
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = parse(exported.body.replace(/^\uFEFF/, '')) as string[][];
    const id = header.indexOf('variant_id');
    const price = header.indexOf('price');
    const oldPrice = new Map(rows.map((r) => [Number(r[id]), Number(r[price])]));
    const changed = rows.map((r) => r.map((cell, i) => (i === price ? String(Number(cell) + 1000) : cell)));
    const body = new FormData();
    body.set('dry_run', 'false');
    body.set('file', new Blob([stringify([header, ...changed])]), 'prices.csv');
    const started = await call(app, {
      method: 'POST',
      url: '/api/admin/catalog/import',
      payload: body,
      token,
    });
    expect(started.statusCode).toBe(202);
    const importId = (started.json() as { data: ImportJob }).data.import_id;

    // Each machine read once (a new key for the read cache), until the job is over.
    let over = false;
    const ids = [...oldPrice.keys()];
    const reads: { copyStood: boolean; old: boolean; status: number }[] = [];
    const reader = (async () => {
      for (const variant of ids) {
        if (over) break;
        // Reads go to the copy from before the import's transaction until after its commit: a read
        // that began and ended while they did was answered by the copy.
        const before = readsFromCopy(database.db);
        const res = await app.inject({ url: `/api/public/variants/${variant}` });
        const copyStood = before && readsFromCopy(database.db);
        const answered = Number((res.json() as { data: { price: string | number } }).data.price);
        reads.push({ copyStood, old: answered === oldPrice.get(variant), status: res.statusCode });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    let job: ImportJob | undefined;
    for (let i = 0; i < 1200 && !job; i += 1) {
      const now = (await call(app, {
        method: 'GET',
        url: `/api/admin/catalog/imports/${importId}`,
        token,
      }).then((r) => r.json())) as { data: ImportJob };
      if (!['queued', 'running'].includes(now.data.status)) job = now.data;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    over = true;
    await reader;
    expect(job?.status).toBe('done');
    expect(reads.every((r) => r.status === 200)).toBe(true);
    // Answered while the copy stood, with what the catalogue held before the import committed.
    const fromCopy = reads.filter((r) => r.copyStood);
    expect(fromCopy.length).toBeGreaterThan(0);
    expect(fromCopy.every((r) => r.old)).toBe(true);
    // The copy goes once its last reads are answered; reads now see what the import wrote.
    for (let i = 0; i < 100 && copies().length > 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(copies()).toEqual([]);
    const after = ids.find((v) => !reads.some((_, i) => ids[i] === v))!;
    const res = await app.inject({ url: `/api/public/variants/${after}` });
    expect(Number((res.json() as { data: { price: number } }).data.price)).toBe(oldPrice.get(after)! + 1000);
  }, 120_000);
});
