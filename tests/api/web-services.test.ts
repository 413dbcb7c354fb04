import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { PROJECT_ROOT } from '../../server/lib/paths';
import { WEB_BUILD_DIR, webBuildExists } from '../../server/plugins/web';
import { setupApi, testConfig } from '../support/api';
import { createVariant } from '../support/factories';

// The site reaches the server's modules only through the services of its load context
// (server/web-services.ts), so every service and its module state (the read cache, the mail
// signal) exists once in the process, not once per bundle.
const ctx = setupApi();

const filesUnder = (dir: string, ext: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, ext);
    return ext.test(entry.name) ? [path] : [];
  });

/** `import … from '…'` and `export … from '…'` statements of a source file, with their specifier. */
const IMPORT = /^(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms;

describe('the site', () => {
  it('imports nothing from server/ but types', () => {
    const serverDir = join(PROJECT_ROOT, 'server');
    const values: string[] = [];
    // What the build bundles: the component tests and their kit (app/test/) run in Vitest only, and
    // may build their answers from the server's own definitions.
    const kit = join(PROJECT_ROOT, 'app', 'test');
    const shipped = filesUnder(join(PROJECT_ROOT, 'app'), /\.tsx?$/).filter(
      (file) => !/\.test\.tsx?$/.test(file) && dirname(file) !== kit,
    );
    for (const file of shipped) {
      for (const [, , typeOnly, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (typeOnly || !specifier.startsWith('.')) continue;
        const target = resolve(dirname(file), specifier);
        if (!relative(serverDir, target).startsWith('..'))
          values.push(`${relative(PROJECT_ROOT, file)}: ${specifier}`);
      }
    }
    expect(values).toEqual([]);
  });
});

// Names only the server's modules hold: the database layer and its driver, the read cache and its
// registry, the mail signal, the services' own functions.
const SERVER_MARKERS = [
  '"drizzle-orm',
  'pgTable(',
  '"lru-cache"',
  'ironsite.read-cache',
  'READ_CACHE_DEFAULTS',
  'signalMailQueued',
  'listPublicVariants',
  'createWebServices',
  '"@electric-sql/pglite"',
  '"pg"',
];

describe.skipIf(!webBuildExists())('the site’s server build (made from these sources)', () => {
  it('bundles none of the server’s modules', () => {
    const found: string[] = [];
    for (const file of filesUnder(join(WEB_BUILD_DIR, 'server'), /\.js$/)) {
      const code = readFileSync(file, 'utf8');
      for (const marker of SERVER_MARKERS)
        if (code.includes(marker)) found.push(`${relative(WEB_BUILD_DIR, file)}: ${marker}`);
    }
    expect(found).toEqual([]);
  });

  describe('rendering in the server’s process', () => {
    let site: FastifyInstance;
    beforeAll(async () => {
      site = await buildApp({
        config: testConfig(),
        database: ctx.testDb.database,
        logger: false,
        web: true,
      });
      await site.ready();
    });
    afterAll(() => site?.close());

    it('reads through the read cache the API holds: what a page read, the API finds kept', async () => {
      const variant = await createVariant(ctx.db, { name: 'EC220' });
      await site.readCache.invalidate();
      const before = { ...site.readCache.stats };
      const page = await site.inject({ url: `/products/${variant.id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('EC220');
      expect(site.readCache.stats.misses).toBeGreaterThan(before.misses);

      const misses = site.readCache.stats.misses;
      const api = await site.inject({ url: `/api/public/variants/${variant.id}` });
      expect(api.json().data.name).toBe('EC220');
      expect(site.readCache.stats.misses).toBe(misses);
    });
  });
});
