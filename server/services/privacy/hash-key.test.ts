import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailHash } from './audit';
import { privacyHashKey } from './hash-key';

describe('privacyHashKey', () => {
  it('takes PRIVACY_HASH_KEY when set', async () => {
    const key = await privacyHashKey({ PRIVACY_HASH_KEY: 'x'.repeat(32), DATA_DIR: '/nonexistent' });
    expect(key.toString()).toBe('x'.repeat(32));
  });

  it('otherwise makes a random key in DATA_DIR once, readable by the owner only, and keeps it', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ironsite-key-')), 'data');
    const [first, second] = await Promise.all([
      privacyHashKey({ DATA_DIR: dir }),
      privacyHashKey({ DATA_DIR: dir }),
    ]);
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect((await privacyHashKey({ DATA_DIR: dir })).equals(first)).toBe(true);
    const file = join(dir, 'privacy-hash.key');
    expect(readFileSync(file, 'utf8')).toBe(first.toString('hex'));
    expect(statSync(file).mode & 0o077).toBe(0);
    const other = await privacyHashKey({ DATA_DIR: join(dir, 'elsewhere') });
    expect(other.equals(first)).toBe(false);
  });

  it('gives each key its own hash of an address, the same for any case and spacing', () => {
    const a = Buffer.from('a'.repeat(32));
    const b = Buffer.from('b'.repeat(32));
    expect(emailHash(a, ' Maria@Example.ph ')).toBe(emailHash(a, 'maria@example.ph'));
    expect(emailHash(a, 'maria@example.ph')).not.toBe(emailHash(b, 'maria@example.ph'));
  });
});
