import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// PGlite does not lock its directory, and two processes writing one data directory corrupt it.
// A pid file taken with O_EXCL refuses a second process; a lock left by a dead process is taken over.
export class DataDirInUseError extends Error {
  constructor(
    message: string,
    /** The process holding the directory, when known. */
    readonly pid?: number,
  ) {
    super(message);
  }
}

/**
 * Linux: the state and start time (clock ticks after boot) of a process, from /proc. They tell a
 * lock holder that was killed but not yet reaped (a zombie: it runs no code and holds no files)
 * and a pid the system has since given to another process (a different start time) from the
 * process that wrote the lock — both happen after a kill -9 and must not block the restart.
 */
function procStat(pid: number): { exited: boolean; startTicks: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields 3… of proc(5)
    return { exited: fields[0] === 'Z' || fields[0] === 'X', startTicks: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

function isHeld(pid: number, startTicks: string | undefined): boolean {
  const stat = procStat(pid);
  if (stat) return !stat.exited && (!startTicks || startTicks === stat.startTicks);
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'ironsite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      // "<pid> <start ticks>"; the pid alone where /proc is missing (and in older locks).
      writeSync(fd, `${process.pid} ${procStat(process.pid)?.startTicks ?? ''}`.trim());
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pidText, startTicks] = readFileSync(file, 'utf8').trim().split(/\s+/);
      const pid = Number.parseInt(pidText ?? '', 10);
      if (Number.isInteger(pid) && pid !== process.pid && isHeld(pid, startTicks)) {
        throw new DataDirInUseError(
          `The data directory ${dir} is already in use by another Ironsite process (pid ${pid}). ` +
            'Stop that process first, or start this one with another DATA_DIR.',
          pid,
        );
      }
      unlinkSync(file); // stale lock from a process that no longer runs (or a reused pid)
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dir}.`);
}
