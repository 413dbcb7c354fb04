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
    expect(readFileSync(join(dir, 'ironsite.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}( \\d+)?$`));
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
    expect(readFileSync(join(dir, 'ironsite.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
    release();
  });
});

// After a kill -9 the pid in the lock may belong to a zombie (killed, not yet reaped by its
// parent) or, later, to an unrelated process: neither holds the directory.
describe.runIf(process.platform === 'linux')('acquireDirLock on Linux', () => {
  const startTicks = (pid: number) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  };

  it('refuses a lock whose pid and start time match a live process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(join(dir, 'ironsite.lock'), `${child.pid} ${startTicks(child.pid as number)}`);
    expect(() => acquireDirLock(dir)).toThrow(`pid ${child.pid}`);
  });

  it('takes over a lock whose pid now belongs to a process started later (pid reuse)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const other = String(Number(startTicks(child.pid as number)) - 1);
    writeFileSync(join(dir, 'ironsite.lock'), `${child.pid} ${other}`);
    acquireDirLock(dir)();
  });

  it('takes over a lock held by a zombie', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    // `sleep 0` exits at once; its parent becomes `sleep 30`, which never reaps it.
    child = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30']);
    const zombie = Number(await new Promise<string>((resolve) => child?.stdout?.once('data', resolve)));
    await expect.poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0]).toBe('Z');
    writeFileSync(join(dir, 'ironsite.lock'), `${zombie} ${startTicks(zombie)}`);
    acquireDirLock(dir)();
  });
});
