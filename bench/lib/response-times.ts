import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { leadRuleAssignees, leadRules } from '../../server/db/schema';
import { issueToken } from '../../server/services/auth';
import { runLeadClockOnce } from '../../server/services/leads/clock-run';
import { deskFor } from '../../server/services/leads/desk-for';
import { seedBenchStaff } from './bench-staff';
import { machine, writeResults } from './report';

// npm run bench -- --response-times [--leads 100000]: the lead desk's figures at scale
// (docs/product.md §24). Seeds --leads leads over the last 120 days in one INSERT … SELECT
// generate_series (85 % answered, 10 % closed unanswered, 5 % left open, most of those long overdue
// and already escalated, a few spam), then times, one request after another on an idle server:
// the response-time report for 7, 30 and 90 days as an admin (every lead) and as a sales rep (their
// own), the dashboard with its e-mail health, and a lead-clock run with nothing due. The target:
// every report under 300 ms at 100 000 leads.

const WARM_UP = 3;
const RUNS = 20;
const REPS = 10;

export interface TimingRow {
  name: string;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function time(name: string, fn: () => Promise<void>): Promise<TimingRow> {
  for (let i = 0; i < WARM_UP; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const row = {
    name,
    p50_ms: round(ms[Math.floor(RUNS / 2)]),
    p95_ms: round(ms[Math.ceil(RUNS * 0.95) - 1]),
    max_ms: round(ms[RUNS - 1]),
  };
  console.log(`${name.padEnd(36)} p50 ${row.p50_ms} ms  p95 ${row.p95_ms} ms  max ${row.max_ms} ms`);
  return row;
}

/** The staff, then the leads in one statement: columns as the desk would have left them. */
async function seedLeads(database: Database, count: number) {
  const db = database.db;
  const { adminId, reps } = await seedBenchStaff(database, REPS);
  const start = performance.now();
  // i % 20: 0 open and unanswered, 1–2 closed unanswered (lost), 3 spam, else answered.
  await db.execute(sql`
    insert into leads (kind, name, email, message, payload, page, status, close_reason, assignee_id,
                       created_at, updated_at, remind_at, due_at, first_response_at, response_minutes,
                       reminded_at, escalated_at)
    select (array['quote-simple','quote','quote-list','inquiry','general','support'])[1 + i % 6],
           'Visitor ' || i, 'visitor' || i || '@example.ph', 'Message ' || i, '{}'::jsonb,
           case when i % 11 = 0 then null else '/products/machine-' || (i % 60) end,
           case when i % 20 = 0 then 'new' when i % 20 in (1, 2, 3) then 'closed' else 'contacted' end,
           case when i % 20 in (1, 2) then 'lost' when i % 20 = 3 then 'spam' end,
           case when i % 7 = 0 then null else (${sql.raw(`array[${reps.join(',')}]`)})[1 + i % ${REPS}] end,
           c, c, c + interval '4 hours', c + interval '9 hours',
           case when i % 20 > 3 then c + (i % 600) * interval '1 minute' end,
           case when i % 20 > 3 then (i * 7) % 1200 end,
           case when i % 20 = 0 and c + interval '4 hours' <= now() then c + interval '4 hours' end,
           case when i % 20 = 0 and c + interval '9 hours' <= now() then c + interval '9 hours' end
    from (select i, now() - (i % 120) * interval '1 day' - (i % 1440) * interval '1 minute' as c
          from generate_series(1, ${count}) as i) s
  `);
  const ms = Math.round(performance.now() - start);
  await db.execute(sql`vacuum analyze leads`);
  await db.execute(sql`vacuum analyze users`);
  return { adminId, repId: reps[0], ms };
}

/**
 * What routing and the clock add to a lead's creation ("≤ 5 ms"): deskFor in a transaction of its
 * own, behind 20 rules of which only the last matches (every rule is read and tried, the machine's
 * brand and category looked up, the rule's row locked and its turn taken), against an empty
 * transaction; and a whole product inquiry through the form's endpoint.
 */
async function benchRouting(database: Database, seeded: { adminId: number; repId: number }) {
  const db = database.db;
  const rules = await db
    .insert(leadRules)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        name: `Bench rule ${i + 1}`,
        position: i + 1,
        match: i < 19 ? { kind: 'support' as const, category_id: 1_000_000 + i } : {},
      })),
    )
    .returning({ id: leadRules.id });
  await db
    .insert(leadRuleAssignees)
    .values(
      rules.flatMap((r) =>
        [seeded.repId, seeded.adminId].map((userId, i) => ({ ruleId: r.id, userId, position: i + 1 })),
      ),
    );
  const facts = { kind: 'inquiry', variantIds: [1], regionCode: null, buyerType: null };
  const rows = [
    await time('empty transaction', () => db.transaction(async () => {})),
    await time('routing and clock at creation, 20 rules', () =>
      db.transaction(async (tx) => {
        const desk = await deskFor(tx, 'inquiry', new Date(), facts);
        if (!desk.routed || !desk.dueAt) throw new Error('bench: the lead was not routed or timed');
      }),
    ),
  ];
  await db.delete(leadRules);
  return rows;
}

export async function benchResponseTimes(opts: { database: Database; config: Config; leads: number }) {
  const { database, config, leads } = opts;
  const loadBefore = loadavg();
  console.log(`bench: seeding ${leads} leads on ${database.kind}…`);
  // Before the seed's own now(): every lead whose reminder or due time had come then is marked.
  const seededAt = new Date();
  const seeded = await seedLeads(database, leads);
  console.log(`bench: lead seed took ${seeded.ms} ms`);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const adminToken = await issueToken(database.db, seeded.adminId, 24);
  const repToken = await issueToken(database.db, seeded.repId, 24);
  const get = (url: string, token: string) => async () => {
    const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`bench: ${url} answered ${res.statusCode}: ${res.body}`);
  };
  const rows: TimingRow[] = [];
  for (const days of [7, 30, 90])
    rows.push(
      await time(
        `report ${days} days, admin`,
        get(`/api/admin/reports/response-times?days=${days}`, adminToken),
      ),
    );
  for (const days of [7, 90])
    rows.push(
      await time(
        `report ${days} days, sales rep`,
        get(`/api/admin/reports/response-times?days=${days}`, repToken),
      ),
    );
  rows.push(await time('dashboard with health, admin', get('/api/admin/dashboard', adminToken)));
  rows.push(...(await benchRouting(database, seeded)));
  rows.push(
    await time('lead clock run, nothing due', async () => {
      const run = await runLeadClockOnce(database.db, null, seededAt);
      if (run.reminded || run.escalated) throw new Error('bench: the clock found leads due');
    }),
  );
  await app.close();
  const report = {
    date: new Date().toISOString(),
    database: database.kind,
    leads,
    lead_seed_ms: seeded.ms,
    ...machine(loadBefore),
    runs: RUNS,
    rows,
  };
  const file = writeResults(`response-times-${database.kind}-${leads}`, report);
  console.log(`bench: results written to ${file}`);
  const slow = rows.filter((r) => r.name.startsWith('report') && r.p95_ms > 300);
  if (slow.length > 0) {
    console.error(`bench: over 300 ms: ${slow.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}
