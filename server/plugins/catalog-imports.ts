import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { publicContentChanged } from '../caching/after-admin-write';
import { withReadCopy } from '../db/read-copy';
import { type ListingQuery, listPublicVariants } from '../services/catalog/variant-listing';
import { getPublicVariant } from '../services/catalog/variants';
import { type ImportRunner, importRunner } from '../services/catalog-sheet/import-runner';
import { localDiskStore } from '../services/media/storage';

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
    // On PGlite the import's transaction holds the one session: public reads go to a copy.
    besideReads: (work) =>
      withReadCopy(
        app.db,
        app.database.openReadCopy,
        work,
        (err) => app.log.warn({ err }, 'the read copy for an import failed; reads wait for the import'),
        async (copy) => {
          const page = await listPublicVariants(copy, { page: 1 } as ListingQuery);
          if (page.data[0]) await getPublicVariant(copy, page.data[0].id);
        },
      ),
    // Fetched images go where the back office's own uploads go (decision 074).
    images: {
      store: localDiskStore(join(app.config.DATA_DIR, 'uploads')),
      allowPrivateHosts: app.config.IMPORT_ALLOW_PRIVATE_HOSTS,
      timeoutMs: app.config.IMPORT_IMAGE_TIMEOUT_MS,
    },
  });
  app.decorate('catalogImports', runner);
  app.addHook('onClose', () => runner.stop());
}
