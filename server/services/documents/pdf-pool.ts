import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { Unavailable } from '../../errors';
import type { PdfJob, PdfReply } from './pdf-worker';

// Sheets and summaries are drawn in worker threads (pdf-worker.ts), never on the event loop: a
// drawing is 0.3–1 s of CPU, and on the event loop every other visitor waited behind it
// (docs/product.md §22). The pool is the process's own, one for every app built in it, because it
// shares out this process's CPU; apps hold it while they are open (holdPdfPool) and the last one
// closing ends its threads. Idle threads are unref'd so they never keep a process alive.

const UNAVAILABLE_MESSAGE = 'The document could not be drawn just now. Please try again in a few seconds.';
const BUSY_MESSAGE = 'The server is busy drawing documents. Please try again in a few seconds.';

export interface PoolOptions {
  size: number;
  spawn: () => Worker;
  /** A drawing that takes longer is given up, its thread replaced. */
  timeoutMs: number;
  /** Drawings waiting beyond these are refused at once (urgent ones never are). */
  maxWaiting: number;
}

export interface RunOptions {
  /** Someone waits on it after an action (a quote list sent): ahead of the queue, never refused for its length. */
  urgent?: boolean;
}

interface Task {
  id: number;
  job: PdfJob;
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer?: NodeJS.Timeout;
}

export interface PdfPool {
  run(job: PdfJob, options?: RunOptions): Promise<Buffer>;
  close(): Promise<void>;
}

/** Documents drawn so far in this process by thread id: tests read it to see where drawing happens. */
const drawnBy = new Map<number, number>();
export const drawsByThread = (): ReadonlyMap<number, number> => new Map(drawnBy);

export function createPdfPool({ size, spawn, timeoutMs, maxWaiting }: PoolOptions): PdfPool {
  const slots: Slot[] = [];
  const waiting: Task[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Slot {
    const slot: Slot = { worker: spawn(), task: null };
    slot.worker.unref();
    slot.worker.on('message', (reply: PdfReply) => finish(slot, reply));
    // A crash, an out-of-memory end or a failed start: whoever waited hears "try again" and the
    // next drawing gets a fresh thread.
    slot.worker.on('error', () => lose(slot));
    slot.worker.on('exit', () => lose(slot));
    slots.push(slot);
    return slot;
  }

  function lose(slot: Slot) {
    const at = slots.indexOf(slot);
    if (at === -1) return;
    slots.splice(at, 1);
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    slot.task?.reject(new Unavailable(UNAVAILABLE_MESSAGE));
    slot.task = null;
    pump();
  }

  function finish(slot: Slot, reply: PdfReply) {
    const task = slot.task;
    if (!task || reply.id !== task.id) return;
    clearTimeout(slot.timer);
    slot.task = null;
    slot.worker.unref();
    if (reply.ok) {
      drawnBy.set(reply.threadId, (drawnBy.get(reply.threadId) ?? 0) + 1);
      task.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    } else {
      task.reject(new Error(`PDF drawing failed: ${reply.message}`));
    }
    pump();
  }

  function pump() {
    while (!closed && waiting.length > 0) {
      const slot = slots.find((s) => !s.task) ?? (slots.length < size ? start() : null);
      if (!slot) return;
      const task = waiting.shift() as Task;
      slot.task = task;
      slot.worker.ref();
      slot.timer = setTimeout(() => lose(slot), timeoutMs);
      try {
        slot.worker.postMessage({ id: task.id, job: task.job });
      } catch (err) {
        // Data that cannot be cloned is a bug in the caller, not a reason to replace the thread.
        clearTimeout(slot.timer);
        slot.task = null;
        slot.worker.unref();
        task.reject(err as Error);
      }
    }
  }

  return {
    run(job, { urgent = false } = {}) {
      if (closed) return Promise.reject(new Unavailable(UNAVAILABLE_MESSAGE));
      if (!urgent && waiting.length >= maxWaiting) return Promise.reject(new Unavailable(BUSY_MESSAGE));
      return new Promise<Buffer>((resolve, reject) => {
        const task = { id: nextId++, job, resolve, reject };
        if (urgent) waiting.unshift(task);
        else waiting.push(task);
        pump();
      });
    },
    async close() {
      closed = true;
      const gone = new Unavailable(UNAVAILABLE_MESSAGE);
      for (const task of waiting.splice(0)) task.reject(gone);
      const all = slots.splice(0);
      for (const slot of all) {
        clearTimeout(slot.timer);
        slot.task?.reject(gone);
      }
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}

/** A drawing thread: from source (tsx, Vitest) or from the production bundle (scripts/build.mjs). */
export function spawnPdfWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: 256 } };
  if (import.meta.url.endsWith('.ts')) {
    // A loader given in execArgv does not reach a worker's entry on Node 20: the thread registers
    // tsx itself (found from the working directory, the repository's root) before importing it.
    const entry = new URL('./pdf-worker.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(boot, { ...options, eval: true });
  }
  return new Worker(new URL('./pdf-worker.js', import.meta.url), options);
}

/** One thread fewer than the cores (the event loop keeps one), at least one, at most four. */
const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism() - 1));

let shared: PdfPool | null = null;
let holders = 0;

/** `job` drawn by this process's pool: Unavailable (503) when it is too busy or a thread failed. */
export function drawPdf(job: PdfJob, options?: RunOptions): Promise<Buffer> {
  shared ??= createPdfPool({
    size: POOL_SIZE,
    spawn: spawnPdfWorker,
    timeoutMs: 30_000,
    maxWaiting: 16 * POOL_SIZE,
  });
  return shared.run(job, options);
}

/** An app holds the pool while it is open; the returned release ends the threads after the last. */
export function holdPdfPool(): () => Promise<void> {
  holders += 1;
  let held = true;
  return async () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders > 0 || !shared) return;
    const pool = shared;
    shared = null;
    await pool.close();
  };
}
