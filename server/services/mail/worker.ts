import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { runOutboxOnce } from './outbox';
import { onMailQueued } from './signal';
import type { MailSender } from './transport';

export interface OutboxWorker {
  /** Runs now instead of at the next poll (a lead was just queued). */
  wake(): void;
  /** Stops polling and waits for the run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

const OUTBOX_POLL_MS = 15_000;

/**
 * The in-process sender: one run at a time, every OUTBOX_POLL_MS and whenever a lead queues mail.
 * Rows are durable, so stopping mid-way loses nothing — the next start (or lease expiry) resumes.
 */
export function startOutboxWorker(opts: {
  db: Db;
  sender: MailSender;
  log: FastifyBaseLogger;
  pollMs?: number;
}): OutboxWorker {
  const { db, sender, log, pollMs = OUTBOX_POLL_MS } = opts;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, ms);
  };

  function tick() {
    if (stopped || running) return;
    running = (async () => {
      try {
        const run = await runOutboxOnce(db, sender);
        if (run.sent || run.retrying || run.failed || run.lost) log.info({ outbox: run }, 'outbox run');
        again ||= run.more;
      } catch (err) {
        log.error({ err }, 'outbox run failed');
      }
    })().finally(() => {
      running = undefined;
      schedule(again ? 0 : pollMs);
      again = false;
    });
  }

  // During a run, only note the wake: the run's end reschedules, and would cancel a timer set now.
  const wake = () => {
    if (running) again = true;
    else schedule(0);
  };
  const unsubscribe = onMailQueued(wake);
  schedule(0); // resume whatever was pending when the process last stopped

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await running;
      sender.close?.();
    },
  };
}
