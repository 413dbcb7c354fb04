import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '#common/schemas/upload';
import { isPublicAddress } from '../../lib/public-address';
import {
  checkRemoteImage,
  fetchRemoteImage,
  REMOTE_IMAGE_MESSAGES as M,
  type RemotePolicy,
} from './remote-image';

// Fetching an image an admin named (decision 074), against small servers on the loopback
// addresses: 127.0.0.2 plays the public image server (the tests' policy allows it alone), anything
// else on 127/8 or ::1 plays the server's own network.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface TestServer {
  server: Server;
  origin: string;
  port: number;
  /** Requests seen, as "METHOD path [range]". */
  seen: string[];
  routes: Map<string, Handler>;
}

async function serve(host: string): Promise<TestServer> {
  const seen: string[] = [];
  const routes = new Map<string, Handler>();
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push(`${req.method} ${path}${req.headers.range ? ` ${req.headers.range}` : ''}`);
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://${host}:${port}`, port, seen, routes };
}

const close = (s: TestServer | undefined) =>
  s &&
  new Promise<void>((resolve) => {
    s.server.closeAllConnections();
    s.server.close(() => resolve());
  });

let png: Buffer;
let outside: TestServer; // the "public" image server
let inside: TestServer; // a server on the network the app sits in

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#F2A900' } })
    .png()
    .toBuffer();
  outside = await serve('127.0.0.2');
  inside = await serve('127.0.0.1');
  const image: Handler = (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  outside.routes.set('/a.png', image);
  inside.routes.set('/secret.png', image);
  outside.routes.set('/page', (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Hello</p>'),
  );
  outside.routes.set('/to-a', (_req, res) => res.writeHead(302, { location: '/a.png' }).end());
  outside.routes.set('/to-inside-by-name', (_req, res) =>
    res.writeHead(301, { location: `http://localhost:${inside.port}/secret.png` }).end(),
  );
  outside.routes.set('/to-inside-by-ip', (_req, res) =>
    res.writeHead(307, { location: `http://127.0.0.1:${inside.port}/secret.png` }).end(),
  );
  outside.routes.set('/to-metadata', (_req, res) =>
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  );
  outside.routes.set('/to-ftp', (_req, res) =>
    res.writeHead(302, { location: 'ftp://files.example/a.png' }).end(),
  );
  outside.routes.set('/loop', (_req, res) => res.writeHead(302, { location: '/loop' }).end());
  outside.routes.set('/slow', (_req, res) => {
    setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(png), 2_000).unref();
  });
  outside.routes.set('/slow-body', (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.write(png.subarray(0, 10)); // then nothing more
  });
  outside.routes.set('/big', (_req, res) =>
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': 5_000 }).end(Buffer.alloc(5_000)),
  );
  outside.routes.set('/big-chunked', (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    for (let i = 0; i < 10; i += 1) res.write(Buffer.concat([png, Buffer.alloc(500)]));
    res.end();
  });
  // A server that refuses HEAD (405) and answers a ranged GET with the part asked for.
  outside.routes.set('/no-head.png', (req, res) => {
    if (req.method === 'HEAD') return void res.writeHead(405).end();
    const part = png.subarray(0, 32);
    res
      .writeHead(206, { 'content-type': 'image/png', 'content-range': `bytes 0-31/${png.length}` })
      .end(part);
  });
});

afterAll(async () => {
  await close(outside);
  await close(inside);
});

/** The tests' policy: 127.0.0.2 is the public internet, every other loopback address is not. */
const policy = (over: Partial<RemotePolicy> = {}): RemotePolicy => ({
  allowed: (address) => address === '127.0.0.2',
  timeoutMs: 1_000,
  maxBytes: 2_000,
  ...over,
});

describe('fetchRemoteImage', () => {
  it('fetches an image from an allowed address, following a redirect', async () => {
    expect((await fetchRemoteImage(`${outside.origin}/a.png`, policy())).equals(png)).toBe(true);
    expect((await fetchRemoteImage(`${outside.origin}/to-a`, policy())).equals(png)).toBe(true);
  });

  it.each([
    ['a loopback IP', () => `http://127.0.0.1:${inside.port}/secret.png`],
    ['a host name resolving to loopback', () => `http://localhost:${inside.port}/secret.png`],
    ['the IPv6 loopback', () => `http://[::1]:${inside.port}/secret.png`],
    ['an IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${inside.port}/secret.png`],
    ['a decimal-written loopback', () => `http://2130706433:${inside.port}/secret.png`],
    ['the metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['0.0.0.0', () => `http://0.0.0.0:${inside.port}/secret.png`],
  ])('refuses %s with the public-address policy, connecting nowhere', async (_, address) => {
    const before = inside.seen.length;
    await expect(fetchRemoteImage(address(), policy({ allowed: isPublicAddress }))).rejects.toThrow(
      M.notPublic,
    );
    expect(inside.seen.length).toBe(before);
  });

  it.each([
    ['by name', '/to-inside-by-name'],
    ['by IP', '/to-inside-by-ip'],
    ['to the metadata service', '/to-metadata'],
  ])('refuses a redirect to a private address (%s)', async (_, path) => {
    const before = inside.seen.length;
    await expect(fetchRemoteImage(`${outside.origin}${path}`, policy())).rejects.toThrow(M.notPublic);
    expect(inside.seen.length).toBe(before);
  });

  it('refuses a redirect out of http(s), and endless redirects', async () => {
    await expect(fetchRemoteImage(`${outside.origin}/to-ftp`, policy())).rejects.toThrow(M.badRedirect);
    await expect(fetchRemoteImage(`${outside.origin}/loop`, policy())).rejects.toThrow(M.redirects(5));
  });

  it('refuses other schemes outright', async () => {
    await expect(fetchRemoteImage('file:///etc/passwd', policy())).rejects.toThrow(M.notHttp);
    await expect(fetchRemoteImage('gopher://127.0.0.2/', policy())).rejects.toThrow(M.notHttp);
  });

  it('gives up on a slow server, or a body that stops, at the deadline', async () => {
    const started = Date.now();
    await expect(fetchRemoteImage(`${outside.origin}/slow`, policy({ timeoutMs: 300 }))).rejects.toThrow(
      M.timeout(300),
    );
    await expect(fetchRemoteImage(`${outside.origin}/slow-body`, policy({ timeoutMs: 300 }))).rejects.toThrow(
      M.timeout(300),
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses a body over the limit, declared or streamed', async () => {
    await expect(fetchRemoteImage(`${outside.origin}/big`, policy())).rejects.toThrow(
      UPLOAD_MESSAGES.tooLarge(2_000),
    );
    await expect(fetchRemoteImage(`${outside.origin}/big-chunked`, policy())).rejects.toThrow(
      UPLOAD_MESSAGES.tooLarge(2_000),
    );
  });

  it('refuses what is not an image, and an error status', async () => {
    await expect(fetchRemoteImage(`${outside.origin}/page`, policy())).rejects.toThrow(M.notImage);
    await expect(fetchRemoteImage(`${outside.origin}/missing.png`, policy())).rejects.toThrow(M.status(404));
  });
});

describe('checkRemoteImage (the dry run)', () => {
  it('looks with HEAD and fetches no body', async () => {
    const before = outside.seen.length;
    await checkRemoteImage(`${outside.origin}/a.png`, policy());
    expect(outside.seen.slice(before)).toEqual(['HEAD /a.png']);
  });

  it('falls back to a ranged GET where HEAD is refused, and sniffs its first bytes', async () => {
    const before = outside.seen.length;
    await checkRemoteImage(`${outside.origin}/no-head.png`, policy());
    expect(outside.seen.slice(before)).toEqual(['HEAD /no-head.png', 'GET /no-head.png bytes=0-31']);
  });

  it('reports what the apply would refuse: a status, a page, a size, a private address', async () => {
    await expect(checkRemoteImage(`${outside.origin}/missing.png`, policy())).rejects.toThrow(M.status(404));
    await expect(checkRemoteImage(`${outside.origin}/page`, policy())).rejects.toThrow(M.notImage);
    await expect(checkRemoteImage(`${outside.origin}/big`, policy())).rejects.toThrow(
      UPLOAD_MESSAGES.tooLarge(2_000),
    );
    await expect(checkRemoteImage(`${outside.origin}/to-inside-by-name`, policy())).rejects.toThrow(
      M.notPublic,
    );
    await expect(checkRemoteImage(`${outside.origin}/slow`, policy({ timeoutMs: 300 }))).rejects.toThrow(
      M.timeout(300),
    );
  });
});
