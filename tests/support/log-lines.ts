import { Writable } from 'node:stream';

/** A stream for an app's logger (`logger: { level, stream }`) and the lines written to it. */
export function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}
