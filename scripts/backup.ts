import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { acquireDirLock, DataDirInUseError } from '../server/db/dir-lock';
import {
  appVersion,
  FORMAT,
  fail,
  type Manifest,
  migrationCount,
  type Part,
  runCommand,
  tally,
  tar,
  VERSION,
} from './backup-manifest';

// npm run backup [-- --out <dir>] [--data-dir <dir>]
// One .tar.gz of DATA_DIR's embedded database and uploads, with a manifest (scripts/backup-manifest.ts).
// PGlite is one process's database: the copy is consistent only while no server has it open, so
// the backup takes the data directory's lock — it refuses while the server runs, and no server
// can start until it is done. With DATABASE_URL the archive holds the uploads only (pg_dump the
// database: README → Backups); uploads are written once under content-hash names, so copying
// them while the server runs is safe.
function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: 'backups' }, 'data-dir': { type: 'string' } },
  });
  const dataDir = resolve(values['data-dir'] ?? (process.env.DATA_DIR || './data'));
  const postgres = Boolean(process.env.DATABASE_URL);

  if (!existsSync(dataDir))
    fail(`Nothing to back up: ${dataDir} does not exist (set DATA_DIR or --data-dir).`);
  let release = () => {};
  if (!postgres) {
    if (!existsSync(join(dataDir, 'pgdata'))) fail(`No embedded database in ${dataDir} (no pgdata/).`);
    try {
      release = acquireDirLock(dataDir);
    } catch (err) {
      if (!(err instanceof DataDirInUseError)) throw err;
      fail(
        `The server${err.pid ? ` (pid ${err.pid})` : ''} is using ${dataDir}. The embedded database can only be ` +
          'copied consistently while no process has it open: stop the server, run the backup, start the server again.',
      );
    }
  }

  const staging = mkdtempSync(join(tmpdir(), 'ironsite-backup-'));
  try {
    const parts: Part[] = postgres ? ['uploads', 'request-photos'] : ['pgdata', 'uploads', 'request-photos'];
    const present = parts.filter((p) => existsSync(join(dataDir, p)));
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      created_at: new Date().toISOString(),
      app_version: appVersion(),
      database: postgres ? 'postgres' : 'pglite',
      migrations: migrationCount(),
      contents: Object.fromEntries(present.map((p) => [p, tally(join(dataDir, p))])),
    };
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const outDir = resolve(values.out);
    mkdirSync(outDir, { recursive: true });
    const stamp = manifest.created_at.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const file = join(outDir, `ironsite-backup-${stamp}.tar.gz`);
    // Written under a temporary name and renamed: an archive with the final name is always whole.
    const partial = `${file}.partial`;
    try {
      tar(['-czf', partial, '-C', staging, 'manifest.json', '-C', dataDir, ...present]);
    } catch (err) {
      rmSync(partial, { force: true });
      fail(`The backup failed: ${(err as Error).message}`);
    }
    renameSync(partial, file);

    const files = present.reduce((n, p) => n + (manifest.contents[p]?.files ?? 0), 0);
    const bytes = present.reduce((n, p) => n + (manifest.contents[p]?.bytes ?? 0), 0);
    console.log(`Backup written: ${file}`);
    console.log(`  ${present.join(' and ')} of ${dataDir}: ${files} files, ${(bytes / 1e6).toFixed(1)} MB`);
    if (postgres) {
      console.log('  The database is PostgreSQL (DATABASE_URL) and is not in this archive: back it up with');
      console.log('  pg_dump --format=custom (README → Backups).');
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

runCommand(main);
