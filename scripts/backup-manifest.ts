import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../server/lib/paths';

// The backup archive of `npm run backup` / `npm run restore` (README → Backups):
//   manifest.json   what this is, when, which version and migrations, what it holds
//   pgdata/         the embedded database (PGlite), copied while no server had it open
//   uploads/        uploaded and demo images
//   request-photos/ the photos of parts and service requests (private, docs/product.md §30)
// A PostgreSQL installation's archive holds the files only: its database is backed up with pg_dump.

export const FORMAT = 'ironsite-backup';
export const VERSION = 1;
/** What an archive may hold, beside manifest.json; restore replaces exactly these in DATA_DIR. */
export const PARTS = ['pgdata', 'uploads', 'request-photos'] as const;
export type Part = (typeof PARTS)[number];

export interface Tally {
  files: number;
  bytes: number;
}

export interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  created_at: string;
  app_version: string;
  /** `pglite` when pgdata is included; `postgres` when the database was PostgreSQL (not included). */
  database: 'pglite' | 'postgres';
  /** Migrations the database had (the code's count at backup time). */
  migrations: number;
  contents: Partial<Record<Part, Tally>>;
}

export const migrationCount = (): number =>
  JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')).entries.length;

export const appVersion = (): string =>
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')).version;

/** Files and bytes under a directory (regular files only). */
export function tally(dir: string): Tally {
  const total: Tally = { files: 0, bytes: 0 };
  if (!existsSync(dir)) return total;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    total.files++;
    total.bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** A refusal with a message for the person running the command (exit code 1, no stack trace). */
export class Refusal extends Error {}
export function fail(message: string): never {
  throw new Refusal(message);
}

/** Runs a command's main; cleanup in its `finally` blocks runs before a refusal ends the process. */
export function runCommand(main: () => void) {
  try {
    main();
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  }
}

/** The system's tar (GNU or bsdtar), gzip-compressed; throws with tar's own message. */
export function tar(args: string[]): string {
  try {
    return execFileSync('tar', args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    }).toString();
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(stderr || String(err));
  }
}

/** Reads and checks an archive's manifest and member names (nothing outside the known parts). */
export function readArchive(file: string): Manifest {
  let members: string[];
  try {
    members = tar(['-tzf', file]).split('\n').filter(Boolean);
  } catch (err) {
    throw new Error(`${file} is not a readable backup archive: ${(err as Error).message.split('\n')[0]}`);
  }
  const allowed = (name: string) =>
    name === 'manifest.json' || PARTS.some((p) => name === p || name === `${p}/` || name.startsWith(`${p}/`));
  const strange = members.find((m) => !allowed(m) || m.split('/').includes('..'));
  if (strange !== undefined || !members.includes('manifest.json')) {
    throw new Error(
      `${file} is not an Ironsite backup (unexpected entry ${strange ?? 'or no manifest.json'}).`,
    );
  }
  const manifest = JSON.parse(tar(['-xzf', file, '-O', 'manifest.json'])) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`${file} is not an Ironsite backup.`);
  if (manifest.version !== VERSION) {
    throw new Error(
      `${file} is a version ${manifest.version} backup; this version reads version ${VERSION}.`,
    );
  }
  return manifest;
}
