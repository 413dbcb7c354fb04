import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { quotationTotals } from '../../common/money';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { leads, quotationLines, quotations } from '../../server/db/schema';
import { quotationPdf } from '../../server/services/quotations/pdf';
import { totalColumns } from '../../server/services/quotations/save';
import { machine, writeResults } from './report';

// npm run bench -- --quotation-pdf [--runs 30]: a quotation's PDF (docs/product.md §25) drawn
// through the real path — its row and lines read, the site's company settings read, the sheet
// drawn by the process's PDF worker pool — `runs` times one after another on an idle server, after
// one unmeasured drawing (the thread's start, the fonts' first parse). The quotation is a sent one
// of three lines (one discounted), VAT exclusive, with payment terms, delivery time and notes.
// Budgets: p95 ≤ 300 ms and ≤ 150 KB.

const BUDGET_MS = 300;
const BUDGET_KB = 150;

const LINES = [
  {
    description: 'Komatsu PC200-8 hydraulic excavator, 20 t, 0.8 m³ bucket',
    quantity: 1,
    unitCents: 8_950_000_00,
    discountCents: 150_000_00,
  },
  {
    description: 'Breaker hammer attachment with hydraulic piping kit',
    quantity: 1,
    unitCents: 685_000_00,
    discountCents: 0,
  },
  {
    description: 'Operator training, 3 days on site (Metro Manila)',
    quantity: 2,
    unitCents: 45_000_00,
    discountCents: 0,
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (n: number) => Math.round(n * 10) / 10;

async function seedQuotation(database: Database): Promise<number> {
  const db = database.db;
  const [lead] = await db
    .insert(leads)
    .values({
      kind: 'quote',
      name: 'Maria Santos',
      company: 'Santos Builders and Development Corporation',
      email: 'maria.santos@example.ph',
      phone: '+63 917 555 0142',
      message: 'Please quote an excavator with a breaker and training for two operators.',
      payload: {},
    })
    .returning({ id: leads.id });
  const totals = quotationTotals(LINES, 'exclusive');
  if (!totals) throw new Error('bench: the quotation total overflowed');
  const [q] = await db
    .insert(quotations)
    .values({
      leadId: lead.id,
      year: 2026,
      sequence: 1,
      status: 'sent',
      currency: 'PHP',
      vatMode: 'exclusive',
      ...totalColumns(totals),
      validUntil: '2026-12-31',
      paymentTerms:
        'Cash: 50 % down payment with the purchase order, balance before delivery.\nBank financing or lease: subject to the bank’s or lessor’s approval.',
      deliveryTime: '4 to 6 weeks from the purchase order',
      notes:
        'Prices include delivery within Metro Manila. Warranty: 12 months or 2,000 hours, whichever comes first.',
      signatoryName: 'Jose Reyes',
      signatoryEmail: 'jose.reyes@ironsite.example',
      sentAt: new Date(),
    })
    .returning({ id: quotations.id });
  await db.insert(quotationLines).values(LINES.map((l, i) => ({ ...l, quotationId: q.id, position: i + 1 })));
  return q.id;
}

export async function benchQuotationPdf(opts: { database: Database; config: Config; runs: number }) {
  const { database, config, runs } = opts;
  const loadBefore = loadavg();
  const id = await seedQuotation(database);
  // The app holds the process's PDF pool (and its read cache) as the server does.
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await quotationPdf(database.db, id);
  const times: number[] = [];
  let bytes = 0;
  // The process's CPU (this thread's and the drawing thread's): on a busy machine the wall-clock
  // times include waiting for a core; the CPU per drawing is what the drawing costs.
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const { pdf } = await quotationPdf(database.db, id);
    times.push(performance.now() - start);
    bytes = pdf.byteLength;
  }
  const cpu = process.cpuUsage(cpuBefore);
  await app.close();
  times.sort((a, b) => a - b);
  const row = {
    name: 'quotation PDF, 3 lines',
    runs,
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    max_ms: round(times[times.length - 1]!),
    cpu_ms_per_pdf: round((cpu.user + cpu.system) / 1000 / runs),
    kb: round(bytes / 1024),
  };
  const over = [
    row.p95_ms > BUDGET_MS ? `p95 ${row.p95_ms} ms > ${BUDGET_MS} ms` : '',
    row.kb > BUDGET_KB ? `${row.kb} KB > ${BUDGET_KB} KB` : '',
  ].filter(Boolean);
  console.log(
    `${row.name}: p50 ${row.p50_ms} ms  p95 ${row.p95_ms} ms  max ${row.max_ms} ms  CPU ${row.cpu_ms_per_pdf} ms/PDF  ${row.kb} KB  (${runs} runs; budgets ${BUDGET_MS} ms, ${BUDGET_KB} KB: ${over.length ? 'OVER' : 'within'})`,
  );
  const report = {
    date: new Date().toISOString(),
    database: database.kind,
    ...machine(loadBefore),
    budgets: { p95_ms: BUDGET_MS, kb: BUDGET_KB },
    rows: [row],
  };
  const file = writeResults(`quotation-pdf-${database.kind}`, report);
  console.log(`bench: results written to ${file}`);
  if (over.length > 0) {
    console.error(`bench: over budget: ${over.join(', ')}`);
    process.exitCode = 1;
  }
}
