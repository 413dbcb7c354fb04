import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Extensions, PGlite } from '@electric-sql/pglite';

// A new embedded database costs most of a first start: PGlite's initdb runs in WebAssembly (seconds
// of CPU, half a minute on a loaded machine), then every migration. Both give the same files for
// the same PGlite and the same migrations, so the first new data directory keeps a copy of its
// migrated, cleanly closed cluster, and every later one of this checkout (each e2e server's, a new
// DATA_DIR's) starts as a copy of it. A template that cannot be made or copied is started past.

/** The installed PGlite's version (its WebAssembly makes the cluster's files). */
function pgliteVersion(): string {
  const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  let dir = dirname(wasm);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
}

/** The template's name: PGlite's version, the extensions and every migration file's name and text. */
function templateKey(migrationsDir: string, extensions: Extensions): string {
  const hash = createHash('sha256').update(`${pgliteVersion()}\n${Object.keys(extensions).sort()}\n`);
  const files = readdirSync(migrationsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(`${file.slice(migrationsDir.length)}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

interface TemplateOptions {
  /** The cache's folder (DATABASE_TEMPLATE_CACHE). */
  cache: string;
  migrationsDir: string;
  extensions: Extensions;
  /** Opens PGlite on `path` and applies the migrations, as openDatabase does. */
  create: (path: string) => Promise<PGlite>;
}

/**
 * Puts a migrated cluster at `pgdata` when there is none yet, copied from the cache (made there
 * first when missing). Answers whether it did; on any failure nothing is left at `pgdata`.
 */
export async function copyTemplateCluster(pgdata: string, options: TemplateOptions): Promise<boolean> {
  if (existsSync(pgdata)) return false;
  const temporary = `${pgdata}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const template = join(options.cache, templateKey(options.migrationsDir, options.extensions));
    if (!existsSync(join(template, 'PG_VERSION'))) {
      mkdirSync(options.cache, { recursive: true });
      const making = `${template}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const client = await options.create(making);
        await client.exec('CHECKPOINT');
        await client.close();
        // Whole or not at all: another process may have made the same template meanwhile.
        if (!existsSync(template)) renameSync(making, template);
      } finally {
        rmSync(making, { recursive: true, force: true });
      }
    }
    // Copied beside it and renamed, so an interrupted copy never looks like a cluster.
    cpSync(template, temporary, { recursive: true });
    renameSync(temporary, pgdata);
    return true;
  } catch {
    rmSync(temporary, { recursive: true, force: true });
    return false;
  }
}
