import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { brands, users, variants } from '../server/db/schema';
import { issueToken } from '../server/services/auth/tokens';

// npx tsx bench/audit-save.ts [--runs 300]   (BENCH_DATABASE_URL: an empty PostgreSQL database)
// What the audit trail adds to a save (docs/product.md §26, decision 060): a brand's PUT and a
// variant's PUT through the whole app, with the audit triggers on and off, alternating in rounds
// so the machine's load falls on both alike. Medians and p95 in milliseconds.

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 300;
const url = process.env.BENCH_DATABASE_URL;
const database = url ? await openDatabase({ url }) : await openDatabase({ memory: true });
const db = database.db;
// The global limit (600 a minute) would stop a long run: the bench is one client timing saves.
const config = loadConfig({
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
  ...process.env,
  DATA_DIR: '/tmp/ironsite-audit-bench',
  LOG_LEVEL: 'silent',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();

const [admin] = await db
  .insert(users)
  .values({ name: 'Bench Admin', email: `bench${Date.now()}@x.test`, role: 'admin', passwordHash: 'x' })
  .returning();
const token = await issueToken(db, admin.id, 24);
const [brand] = await db
  .insert(brands)
  .values({ name: `Bench ${Date.now()}` })
  .returning();
const res0 = await app.inject({
  method: 'POST',
  url: '/api/admin/categories',
  headers: { authorization: `Bearer ${token}` },
  payload: { name: 'Loaders', brand_id: brand.id },
});
const category = res0.json().data;
const res1 = await app.inject({
  method: 'POST',
  url: '/api/admin/products',
  headers: { authorization: `Bearer ${token}` },
  payload: { name: 'L1', brand_id: brand.id, category_id: category.id },
});
const [variant] = await db
  .insert(variants)
  .values({
    name: 'V1',
    productId: res1.json().data.id,
    technicalParameters: [{ category: 'Engine', specifications: [{ key: 'Rated power', value: '162 kW' }] }],
  })
  .returning();

async function triggers(on: boolean) {
  for (const table of ['brands', 'variants']) {
    await db.execute(sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${table}_audit`));
  }
}

async function timeSave(path: string, payload: () => object) {
  const t = performance.now();
  const res = await app.inject({
    method: 'PUT',
    url: path,
    headers: { authorization: `Bearer ${token}` },
    payload: payload(),
  });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return performance.now() - t;
}

const samples = {
  brandOn: [] as number[],
  brandOff: [] as number[],
  variantOn: [] as number[],
  variantOff: [] as number[],
};
let n = 0;
for (let round = 0; round < runs / 10; round++) {
  for (const on of [true, false]) {
    await triggers(on);
    for (let i = 0; i < 10; i++) {
      n++;
      (on ? samples.brandOn : samples.brandOff).push(
        await timeSave(`/api/admin/brands/${brand.id}`, () => ({ description: `d${n}` })),
      );
      (on ? samples.variantOn : samples.variantOff).push(
        await timeSave(`/api/admin/variants/${variant.id}`, () => ({
          price: 1000 + n,
          introduction: `i${n}`,
        })),
      );
    }
  }
}
await triggers(true);
const stat = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: s[Math.floor(s.length / 2)].toFixed(2), p95: s[Math.floor(s.length * 0.95)].toFixed(2) };
};
console.log(`${database.kind}, ${runs} saves each`);
for (const [k, v] of Object.entries(samples)) console.log(k.padEnd(12), stat(v));
await app.close();
await database.close();
