import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DATABASE_TEMPLATE_CACHE } from '../../server/lib/paths';
import { createStaffUser } from '../../server/services/auth/staff';
import { runOutboxOnce } from '../../server/services/mail/outbox';
import { TEST_DB_KIND } from '../support/test-db';

// `npm run backup` archives the embedded database's files as they are on disk: every page, dead
// row versions and the write-ahead log included. A link minted as its mail is sent (decision 048,
// mail/link-token.ts) is never written to the database, so no archive holds it. PostgreSQL's
// backup is pg_dump, whose rows the other outbox tests read back with SQL.

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe.skipIf(TEST_DB_KIND !== 'pglite')('a backup archive', () => {
  it('holds no live link of a sent invitation', async () => {
    dir = mkdtempSync(join(tmpdir(), 'ironsite-links-'));
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir);
    // Started from the migrated cluster a new DATA_DIR's first start copies (pglite-template.ts).
    const database = await openDatabase({ dataDir, templateCache: DATABASE_TEMPLATE_CACHE });
    let token = '';
    try {
      await createStaffUser(
        database.db,
        { name: 'Ivy Invited', email: 'ivy@example.ph', role: 'admin' },
        { from: 'site@ironsite.example', publicUrl: 'https://ironsite.example' },
      );
      await runOutboxOnce(database.db, {
        sendMail: async (m) => {
          token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(m.text)?.[1] ?? '';
        },
      });
    } finally {
      await database.close();
    }
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // node with tsx's loader, as `npm run backup` does, without npx's own start.
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup.ts', '--out', join(dir, 'out'), '--data-dir', dataDir],
      { stdio: 'pipe' },
    );
    const [archive] = readdirSync(join(dir, 'out'));
    const unpacked = join(dir, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', join(dir, 'out', archive!), '-C', unpacked]);
    const all = files(unpacked);
    expect(all.some((f) => f.includes('pgdata'))).toBe(true);
    // What the database was given is there to be read, as plain bytes…
    expect(
      all.some((f) => readFileSync(f).includes('https://ironsite.example/invitation/{{link-token}}')),
    ).toBe(true);
    // …and the link, handed only to SMTP, is not.
    const holding = all.filter((f) => readFileSync(f).includes(token));
    expect(holding).toEqual([]);
  }, 60_000);
});
