import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../server/db/seed/demo';
import { call } from '../support/api';
import { setupAdminApi } from './support/admin-api';

const { ctx, send } = setupAdminApi();
let uploadsDir: string;
beforeAll(() => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'ironsite-search-specs-'));
});
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
beforeEach(async () => {
  await seedDemoIfEmpty(ctx.db, { uploadsDir });
}, 60_000);

const search = async (words: string) => {
  const res = await call(ctx.app, {
    url: `/api/public/variants?per_page=50&search=${encodeURIComponent(words)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; data: { name: string; featured_parameters?: unknown }[] };
};

describe('explore', () => {
  it('prints', async () => {
    const t0 = Date.now();
    for (const q of [
      'batching plant 60 m3/h',
      'batching plant 60 m³/h',
      'batching plant 60',
      'crane 50 ton',
      'crane 50t',
      'crane 50',
      '50 tons',
      'pay loader',
      'loader 3 m3',
    ]) {
      const r = await search(q);
      console.log(q, r.total, r.data.map((v) => v.name).join(' | '));
    }
    console.log('ms', Date.now() - t0);
  });
});
