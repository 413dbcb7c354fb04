import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { renderDemoImages } from '../db/seed/demo-images';
import { DATABASE_TEMPLATE_CACHE, DEMO_IMAGE_CACHE } from '../lib/paths';

// The end of `npm run build`: what a first start of this checkout would otherwise make, made here
// once, so the first start after a build (a deploy's, `npm start`'s, each e2e server's) copies it:
// the demo's pictures (DEMO_IMAGE_CACHE) and the migrated embedded database (DATABASE_TEMPLATE_CACHE).
// Both are kept by their inputs' hash, so a build that changed neither makes nothing. A failure
// here fails nothing: the first start makes what is missing, as it did before.
async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'ironsite-first-start-'));
  try {
    const started = Date.now();
    const [images] = await Promise.all([
      renderDemoImages(join(scratch, 'uploads'), DEMO_IMAGE_CACHE),
      openDatabase({ dataDir: join(scratch, 'data'), templateCache: DATABASE_TEMPLATE_CACHE }).then((db) =>
        db.close(),
      ),
    ]);
    console.log(
      `build: first start prepared (${images.count} demo pictures, the database) in ${Date.now() - started} ms`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.warn(`build: first start not prepared (${err instanceof Error ? err.message : err})`);
});
