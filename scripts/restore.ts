import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { acquireDirLock, DataDirInUseError } from '../server/db/dir-lock';
import {
  fail,
  type Manifest,
  migrationCount,
  PARTS,
  readArchive,
  runCommand,
  tally,
  tar,
} from './backup-manifest';

// npm run restore -- <backup.tar.gz> [--data-dir <dir>] [--force]
// Unpacks an `npm run backup` archive into DATA_DIR (or --data-dir). The directory's pgdata/ and
// uploads/ must be missing or empty, unless --force, which replaces them (and nothing else). Holds
// the data directory's lock throughout, so it refuses while a server uses the directory.
function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1)
    fail('usage: npm run restore -- <backup.tar.gz> [--data-dir <dir>] [--force]');
  const file = resolve(positionals[0]);
  if (!existsSync(file)) fail(`No such file: ${file}`);
  const dataDir = resolve(values['data-dir'] ?? (process.env.DATA_DIR || './data'));

  let manifest: Manifest;
  try {
    manifest = readArchive(file);
  } catch (err) {
    fail((err as Error).message);
  }
  if (manifest.migrations > migrationCount()) {
    fail(
      `This backup comes from a newer version (${manifest.migrations} migrations, this code has ${migrationCount()}): ` +
        'restore it with that version or a later one.',
    );
  }
  const parts = PARTS.filter((p) => manifest.contents[p]);

  let release = () => {};
  try {
    release = acquireDirLock(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    fail(`The server${err.pid ? ` (pid ${err.pid})` : ''} is using ${dataDir}: stop it before restoring.`);
  }

  const staging = join(dataDir, `.restore-${process.pid}`);
  try {
    const occupied = parts.filter(
      (p) => existsSync(join(dataDir, p)) && readdirSync(join(dataDir, p)).length > 0,
    );
    if (occupied.length > 0 && !values.force) {
      fail(
        `${dataDir} already holds ${occupied.join(' and ')}. Restore into an empty or new DATA_DIR, ` +
          'or add --force to replace them with the backup (their current content is lost).',
      );
    }
    // Unpacked beside the target (same file system) and checked before anything is replaced.
    mkdirSync(staging, { recursive: true });
    try {
      tar(['-xzf', file, '-C', staging, ...parts]);
    } catch (err) {
      fail(`The archive could not be unpacked (nothing restored): ${(err as Error).message}`);
    }
    for (const p of parts) {
      const got = tally(join(staging, p));
      const want = manifest.contents[p];
      if (got.files !== want?.files || got.bytes !== want?.bytes) {
        fail(
          `The archive's ${p} does not match its manifest (${got.files} files, ${got.bytes} bytes): nothing restored.`,
        );
      }
    }
    for (const p of parts) {
      rmSync(join(dataDir, p), { recursive: true, force: true });
      renameSync(join(staging, p), join(dataDir, p));
    }
    console.log(`Restored ${file} (made ${manifest.created_at}) into ${dataDir}: ${parts.join(' and ')}.`);
    if (manifest.database === 'postgres') {
      console.log(
        'The database was PostgreSQL and is not in this archive: restore it with pg_restore (README → Backups).',
      );
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

runCommand(main);
