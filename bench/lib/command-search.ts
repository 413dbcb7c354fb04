import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { seedBulk } from '../../server/db/seed/bulk';
import { seedDemoIfEmpty } from '../../server/db/seed/demo';
import { issueToken } from '../../server/services/auth';
import { seedBenchStaff } from './bench-staff';
import { machine, writeResults } from './report';
import { type TimingRow, time } from './response-times';

// npm run bench -- --command-search [--variants 10000] [--leads 50000]: the back office's Cmd+K
// (docs/product.md §26, decision 068) at scale. Seeds the demo, --variants bulk variants and
// --leads leads (with phones and TINs) spread over 10 sales reps, then times GET /api/admin/search
// one request after another on an idle server, as an admin (every lead) and as a sales rep (their
// own): a variant's name, a lead's name, a whole e-mail address, a part of one, a phone, a TIN, a
// quote list's reference. The target: p95 ≤ 100 ms for each.

const REPS = 10;
const TARGET_MS = 100;

async function seedLeads(database: Database, count: number) {
  const { adminId, reps } = await seedBenchStaff(database, REPS);
  await database.db.execute(sql`
    insert into leads (kind, name, email, phone, tin, message, payload, assignee_id)
    select (array['quote-simple','quote-list','inquiry'])[1 + i % 3],
           'Visitor ' || i || ' Santos', 'visitor' || i || '@example.ph',
           '0917' || lpad(i::text, 7, '0'), case when i % 3 = 1 then lpad(i::text, 9, '0') end,
           'Message ' || i, '{}'::jsonb,
           (${sql.raw(`array[${reps.join(',')}]`)})[1 + i % ${REPS}]
    from generate_series(1, ${count}) as i
  `);
  await database.db.execute(sql`vacuum analyze leads`);
  return { adminId, repId: reps[0] };
}

export async function benchCommandSearch(opts: {
  database: Database;
  config: Config;
  dataDir: string;
  variants: number;
  leads: number;
}) {
  const { database, config, variants, leads } = opts;
  const loadBefore = loadavg();
  console.log(`bench: seeding the demo, ${variants} variants and ${leads} leads on ${database.kind}…`);
  const start = performance.now();
  await seedDemoIfEmpty(database.db, { uploadsDir: `${opts.dataDir}/uploads` });
  await seedBulk(database.db, { variants });
  const seeded = await seedLeads(database, leads);
  console.log(`bench: seed took ${Math.round(performance.now() - start)} ms`);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const tokens = {
    admin: await issueToken(database.db, seeded.adminId, 24),
    rep: await issueToken(database.db, seeded.repId, 24),
  };
  const search = (q: string, who: keyof typeof tokens) => async () => {
    const res = await app.inject({
      url: `/api/admin/search?q=${encodeURIComponent(q)}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
    if (res.statusCode !== 200) throw new Error(`bench: search ${q} answered ${res.statusCode}: ${res.body}`);
  };
  const terms: [string, string][] = [
    ['variant name', 'loader'],
    ['lead name', 'Visitor 4242'],
    ['whole e-mail', 'visitor4242@example.ph'],
    ['part of an e-mail', 'visitor4242@'],
    ['phone', '0917 004 2424'],
    ['TIN', '000004243'],
    ['quote list reference', 'QL-000042'],
  ];
  const rows: TimingRow[] = [];
  for (const who of ['admin', 'rep'] as const)
    for (const [name, q] of terms) rows.push(await time(`${name}, ${who}`, search(q, who)));
  await app.close();
  const report = {
    date: new Date().toISOString(),
    database: database.kind,
    variants,
    leads,
    ...machine(loadBefore),
    rows,
  };
  const file = writeResults(`command-search-${database.kind}-${variants}-${leads}`, report);
  console.log(`bench: results written to ${file}`);
  const slow = rows.filter((r) => r.p95_ms > TARGET_MS);
  if (slow.length > 0) {
    console.error(`bench: over ${TARGET_MS} ms: ${slow.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}
