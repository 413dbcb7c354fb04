import type { FastifyBaseLogger } from 'fastify';

// The server's periodic work in one place (the hourly clean-up, the lead clock…), run the same
// way: at start and every `everyMs` after, never two runs of one job at once (a slow run delays
// the next instead of piling up behind it), a failure logged and tried again next time. The
// timers do not keep the process alive; stop() waits for the runs in progress, so the database
// can be closed after it.

export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface Jobs {
  stop(): Promise<void>;
}

export function startJobs(jobs: Job[], log: Pick<FastifyBaseLogger, 'warn'>): Jobs {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const start = (job: Job) => {
    if (stopped) return;
    const run = (async () => {
      try {
        await job.run();
      } catch (err) {
        log.warn({ err, job: job.name }, `${job.name} failed`);
      }
    })();
    running.add(run);
    run.finally(() => {
      running.delete(run);
      schedule(job);
    });
  };

  // The next run is timed from the end of this one: a run never overlaps its own job.
  const schedule = (job: Job) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      start(job);
    }, job.everyMs);
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) start(job);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
