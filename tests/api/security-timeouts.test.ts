import type { Socket } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupApi } from '../support/api';
import { listenOnFreePort, openSocket, readUntilClosed } from '../support/raw-http';

// Slow clients lose their connection: a real listening server and raw sockets that trickle bytes.
// Small timeouts here; the defaults are minutes (README, Configuration).
const ctx = setupApi({
  REQUEST_TIMEOUT_MS: '1200',
  HEADERS_TIMEOUT_MS: '600',
  CONNECTION_TIMEOUT_MS: '800',
  KEEP_ALIVE_TIMEOUT_MS: '300',
});

let port: number;
beforeAll(async () => {
  port = await listenOnFreePort(ctx.app);
});
const sockets: Socket[] = [];
const connect = async () => {
  const socket = await openSocket(port);
  sockets.push(socket);
  return socket;
};
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

/** Opens a connection and sends `first`, then `next` every 200 ms until the server closes it. */
async function trickle(first: string, next: () => string) {
  const socket = await connect();
  const started = Date.now();
  const closed = readUntilClosed(socket).then((received) => ({ received, after: Date.now() - started }));
  socket.write(first);
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(next());
  }, 200);
  try {
    return await closed;
  } finally {
    clearInterval(timer);
  }
}

describe('slow clients', () => {
  it('lose a connection whose headers never end (HEADERS_TIMEOUT_MS)', async () => {
    let n = 0;
    const { received, after } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: x\r\n',
      () => `X-Slow-${n++}: 1\r\n`,
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(after).toBeGreaterThanOrEqual(500);
    expect(after).toBeLessThan(3000);
  });

  it('lose a connection whose body trickles in byte by byte (REQUEST_TIMEOUT_MS)', async () => {
    const { received, after } = await trickle(
      'POST /api/contact/inquiry HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      () => ' ',
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(after).toBeGreaterThanOrEqual(1000);
    expect(after).toBeLessThan(4000);
  });

  it('lose a connection that sends nothing at all', async () => {
    const socket = await connect();
    const started = Date.now();
    await readUntilClosed(socket);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('lose an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const socket = await connect();
    const closed = readUntilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const started = Date.now();
    const received = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    // Node gives an idle connection a second more than keepAliveTimeout (its buffer against races).
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
