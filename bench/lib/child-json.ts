import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/**
 * What a bench client (a child process) prints on stdout, read as one JSON value when it exits;
 * `failed` words the error when it printed something else.
 */
export function printedJson<T>(
  child: ChildProcessByStdio<Writable | null, Readable, null>,
  failed: (out: string) => string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(out) as T);
      } catch {
        reject(new Error(failed(out)));
      }
    });
  });
}
