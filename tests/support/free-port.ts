import { createServer } from 'node:net';

/**
 * A port nothing listens on (yet), from the system's own choice. A port picked at random from a
 * fixed range can be one the system has just lent to another test's connection (the ephemeral
 * range, 32768–60999, covers 41000–45900): the child server then fails to listen and the test
 * waits out its time.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
