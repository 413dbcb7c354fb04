import type { FastifyInstance } from 'fastify';
import { publicContentChanged } from './caching/after-admin-write';
import type { Job } from './jobs';
import { runDuePublications } from './services/publication';

/**
 * The scheduler of drafts and scheduled publishing (docs/product.md §29, decision 066), a job of
 * the one job runner: every PUBLISHING_EVERY_MS (30 s by default), on every instance, so a change
 * takes effect within that plus one run; each due record is changed by exactly one of them
 * (runDuePublications). What changed then reaches the kept pages, the read cache and the sitemap
 * the way an admin save does, through the one invalidation, here and on every instance.
 */
export function scheduledPublishingJob(
  app: Pick<FastifyInstance, 'db' | 'readCache' | 'log'>,
  everyMs = 30_000,
): Job {
  return {
    name: 'scheduled publishing',
    everyMs,
    run: async () => {
      const run = await runDuePublications(app.db);
      if (run.published + run.unpublished > 0) await publicContentChanged(app);
      if (run.published + run.unpublished + run.failed > 0)
        app.log.info({ publishing: run }, 'scheduled publishing run');
      if (run.failed > 0)
        app.log.warn({ publishing: run }, 'a scheduled publish failed (shown on the dashboard)');
      return run;
    },
  };
}
