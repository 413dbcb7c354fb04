import type { FastifyInstance } from 'fastify';
import { publicContentChanged } from '../caching/after-admin-write';
import { type ImportRunner, importRunner } from '../services/catalog-sheet/import-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue imports as jobs (decision 072): queued by the upload, run by this process's passes. */
    catalogImports: ImportRunner;
  }
}

/** The import runner of this app; closing the app stops it and waits for the import running. */
export function registerCatalogImports(app: FastifyInstance) {
  const runner = importRunner({
    db: app.db,
    dataDir: app.config.DATA_DIR,
    log: app.log,
    afterApply: () => publicContentChanged(app),
  });
  app.decorate('catalogImports', runner);
  app.addHook('onClose', () => runner.stop());
}
