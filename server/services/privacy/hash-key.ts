import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';

// The privacy audit names a person by a keyed hash of their address (decision 033): with a bare
// SHA-256 anyone holding the log (a database copy, a backup) could test a guessed address against
// it. The key lives outside the database: PRIVACY_HASH_KEY, or a random one kept beside the
// uploads in DATA_DIR, made on first use.

const FILE = 'privacy-hash.key';

export async function privacyHashKey(config: Pick<Config, 'PRIVACY_HASH_KEY' | 'DATA_DIR'>): Promise<Buffer> {
  if (config.PRIVACY_HASH_KEY) return Buffer.from(config.PRIVACY_HASH_KEY, 'utf8');
  const path = join(config.DATA_DIR, FILE);
  try {
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(config.DATA_DIR, { recursive: true });
  const key = randomBytes(32);
  try {
    // `wx`: two instances starting at once on one DATA_DIR keep the first one's key.
    await writeFile(path, key.toString('hex'), { flag: 'wx', mode: 0o600 });
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
  }
}
