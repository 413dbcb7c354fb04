import { threadId, Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { Unavailable } from '../../errors';
import { createPdfPool, drawsByThread, type PdfPool, spawnPdfWorker } from './pdf-pool';
import type { PdfJob } from './pdf-worker';

// The drawing threads (pdf-pool.ts): a real one draws a document off the main thread; stand-ins
// that crash, hang or answer at once show what a visitor gets when a thread fails or all are busy.

const JOB: PdfJob = {
  kind: 'quote',
  input: {
    company: {
      name: 'Bicol Heavy Iron',
      phone: '',
      email: '',
      tin: '',
      address: [],
      primary: '#F2A900',
      secondary: '#1F2328',
    },
    reference: 'QL-000042',
    day: '2026-11-24',
    sent: '2026-11-24 10:05 (UTC+08:00)',
    promise: 'Thank you for your quote request. We will send you a detailed quote within 24 hours.',
    items: [{ position: 1, name: 'PC200-8', brand: 'Komatsu', quantity: 2 }],
    details: [['Name', 'Juan']],
  },
};

const stub = (body: string) =>
  new Worker(`const { parentPort } = require('node:worker_threads'); ${body}`, { eval: true });
const answers = () =>
  stub(
    `parentPort.on('message', ({ id }) => parentPort.postMessage({ id, ok: true, pdf: new Uint8Array([37, 80]), threadId: 99 }))`,
  );
const crashes = () => stub(`parentPort.on('message', () => process.exit(3))`);
const hangs = () => stub(`parentPort.on('message', () => {})`);

const pools: PdfPool[] = [];
const pool = (spawn: () => Worker, over: { timeoutMs?: number; maxWaiting?: number; size?: number } = {}) => {
  const made = createPdfPool({ size: 1, timeoutMs: 10_000, maxWaiting: 8, spawn, ...over });
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('the PDF pool', () => {
  it('draws a document in a thread of its own, not the main thread', async () => {
    const before = drawsByThread();
    const pdf = await pool(spawnPdfWorker).run(JOB);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const after = drawsByThread();
    const grew = [...after].filter(([id, n]) => n > (before.get(id) ?? 0)).map(([id]) => id);
    expect(grew).toHaveLength(1);
    expect(grew[0]).not.toBe(threadId);
  }, 30_000);

  it('answers 503 with Retry-After when a thread dies mid-drawing, then draws with a new one', async () => {
    const spawns = [crashes, answers];
    const p = pool(() => (spawns.shift() ?? answers)());
    const lost = await p.run(JOB).catch((err: unknown) => err);
    expect(lost).toBeInstanceOf(Unavailable);
    expect(lost).toMatchObject({ statusCode: 503, retryAfter: expect.any(Number) });
    expect([...(await p.run(JOB))]).toEqual([37, 80]);
  });

  it('gives up a drawing that hangs, and the next one gets a fresh thread', async () => {
    const spawns = [hangs, answers];
    const p = pool(() => (spawns.shift() ?? answers)(), { timeoutMs: 200 });
    await expect(p.run(JOB)).rejects.toBeInstanceOf(Unavailable);
    expect([...(await p.run(JOB))]).toEqual([37, 80]);
  });

  it('refuses sheets beyond the queue at once, but never an urgent document', async () => {
    const p = pool(hangs, { maxWaiting: 1, timeoutMs: 60_000 });
    const running = p.run(JOB).catch((err: unknown) => err);
    const queued = p.run(JOB).catch((err: unknown) => err);
    await expect(p.run(JOB)).rejects.toMatchObject({ statusCode: 503, message: /busy/ });
    const urgent = p.run(JOB, { urgent: true }).catch((err: unknown) => err);
    await p.close();
    for (const settled of await Promise.all([running, queued, urgent]))
      expect(settled).toBeInstanceOf(Unavailable);
  });
});
