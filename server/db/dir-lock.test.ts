import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirInUseError } from './dir-lock';

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill();
  child = undefined;
});

describe('acquireDirLock', () => {
  it('writes our pid and removes the lock on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const release = acquireDirLock(dir);
    expect(readFileSync(join(dir, 'ironsite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'ironsite.lock'))).toBe(false);
  });

  it('refuses a directory held by another live process, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(join(dir, 'ironsite.lock'), String(child.pid));
    expect(() => acquireDirLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDirLock(dir)).toThrow(`pid ${child.pid}`);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'ironsite.lock'), '2147483000');
    const release = acquireDirLock(dir);
    expect(readFileSync(join(dir, 'ironsite.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
