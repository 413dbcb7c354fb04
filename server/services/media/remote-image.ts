import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { UPLOAD_MESSAGES } from '#common/schemas/upload';
import { sniffImageFormat } from './sniff';

// An image fetched from another server on an admin's word (the catalogue import's `images`,
// docs/product.md §27.2, decision 074). The address is a sender's text, so the server must not
// become their way into the network it sits in: every connection goes to an address the policy
// allows — the name resolved here and the connection made to the address checked (no second
// lookup a rebinding DNS server could answer differently), an IP written in the address checked
// before connecting, the socket's peer checked again once it answers — and redirects are followed
// by hand, each hop checked the same way. One deadline covers the whole fetch (every hop and the
// body), and the body is read no further than the upload limit.

export const REMOTE_IMAGE_MESSAGES = {
  notHttp: 'Only http and https addresses can be fetched.',
  notPublic:
    'The address is not a public one (loopback, private or link-local network): images are fetched only from public addresses.',
  status: (status: number) => `The image server answered ${status}.`,
  timeout: (ms: number) => `The image server did not answer within ${ms / 1000} s.`,
  unknownHost: 'The image server’s name is not known.',
  unreachable: 'The image server could not be reached.',
  redirects: (max: number) => `The address redirects more than ${max} times.`,
  badRedirect: 'The address redirects to something that is not an http or https address.',
  notImage: 'The address does not answer an image (JPEG, PNG, GIF or WebP).',
} as const;

const M = REMOTE_IMAGE_MESSAGES;
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** The first bytes a ranged check asks for: enough for every format's signature (sniff.ts). */
const SNIFF_BYTES = 32;

/** A refusal to report on the image's cell; any other error is the server's own trouble. */
export class RemoteImageError extends Error {}

export interface RemotePolicy {
  /** Whether the server may connect to this IP address (every hop, after DNS). */
  allowed: (address: string) => boolean;
  /** The deadline of one image: every hop and the whole body. */
  timeoutMs: number;
  /** The largest body read (the upload pipeline's limit). */
  maxBytes: number;
}

/** dns.lookup that answers only allowed addresses: a name with any other address is refused. */
function guardedLookup(allowed: RemotePolicy['allowed']): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { family: options.family, hints: options.hints, all: true }, (err, found) => {
      if (err) return callback(err, '', 0);
      const addresses = found as LookupAddress[];
      // All of them, not just the one connected to: a name that also points inward is refused.
      if (addresses.length === 0 || addresses.some((a) => !allowed(a.address))) {
        return callback(new RemoteImageError(M.notPublic), '', 0);
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function addressOf(text: string | URL): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RemoteImageError(M.notHttp);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RemoteImageError(M.notHttp);
  return url;
}

/** One request to one address, answered once its headers are in. */
function requestOnce(
  url: URL,
  method: 'GET' | 'HEAD',
  headers: Record<string, string>,
  policy: RemotePolicy,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  // An IP written in the address is connected to without a lookup: checked here.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0 && !policy.allowed(host)) return Promise.reject(new RemoteImageError(M.notPublic));
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method,
        headers: { 'user-agent': 'Ironsite catalogue import', accept: 'image/*', ...headers },
        lookup: guardedLookup(policy.allowed),
        // A connection of its own each time: never a pooled socket to an address not checked here.
        agent: false,
        signal,
      },
      (res) => {
        const peer = res.socket?.remoteAddress;
        if (!peer || !policy.allowed(peer)) {
          res.destroy();
          reject(new RemoteImageError(M.notPublic));
          return;
        }
        resolve(res);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Follows redirects by hand, each hop's address checked; answers the first other response. */
async function open(
  address: string,
  method: 'GET' | 'HEAD',
  headers: Record<string, string>,
  policy: RemotePolicy,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  let url = addressOf(address);
  for (let hop = 0; ; hop += 1) {
    const res = await requestOnce(url, method, headers, policy, signal);
    const location = res.headers.location;
    if (!REDIRECTS.has(res.statusCode ?? 0) || !location) return res;
    res.destroy();
    if (hop >= MAX_REDIRECTS) throw new RemoteImageError(M.redirects(MAX_REDIRECTS));
    try {
      url = addressOf(new URL(location, url));
    } catch {
      throw new RemoteImageError(M.badRedirect);
    }
  }
}

/** Runs `work` under the image's deadline and the caller's signal; network trouble becomes a refusal. */
async function underDeadline<T>(
  policy: RemotePolicy,
  outer: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  const signal = outer ? AbortSignal.any([deadline, outer]) : deadline;
  try {
    return await work(signal);
  } catch (err) {
    if (outer?.aborted) throw outer.reason;
    if (err instanceof RemoteImageError) throw err;
    if (deadline.aborted) throw new RemoteImageError(M.timeout(policy.timeoutMs));
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') throw new RemoteImageError(M.unknownHost);
    throw new RemoteImageError(M.unreachable);
  }
}

const tooLarge = (maxBytes: number) => new RemoteImageError(UPLOAD_MESSAGES.tooLarge(maxBytes));

/** The body, refused as soon as it (or its declared length) passes `maxBytes`. */
async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(res.headers['content-length']) > maxBytes) {
    res.destroy();
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const ok = (res: IncomingMessage) => (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300;

/** A declared type that cannot be an image (an HTML page, a JSON error); none, or a generic one, may be. */
function declaredNotImage(res: IncomingMessage) {
  const type = (res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type !== '' && !type.startsWith('image/') && !/^(application|binary)\/octet-stream$/.test(type);
}

/** The whole size a response says the resource has (Content-Range's total, else Content-Length). */
function declaredSize(res: IncomingMessage): number {
  const range = /\/(\d+)\s*$/.exec(String(res.headers['content-range'] ?? ''));
  return Number(range?.[1] ?? res.headers['content-length'] ?? 0);
}

/**
 * The dry run's look at an image: reachable, an image as far as its server says, within the size
 * limit. HEAD, or, where HEAD is refused, a GET of its first bytes, which are sniffed. Nothing is
 * stored; the apply's fetch decodes the whole picture and can still refuse it.
 */
export async function checkRemoteImage(address: string, policy: RemotePolicy, outer?: AbortSignal) {
  await underDeadline(policy, outer, async (signal) => {
    const head = await open(address, 'HEAD', {}, policy, signal);
    head.resume();
    if (ok(head)) {
      if (declaredNotImage(head)) throw new RemoteImageError(M.notImage);
      if (declaredSize(head) > policy.maxBytes) throw tooLarge(policy.maxBytes);
      return;
    }
    const res = await open(address, 'GET', { range: `bytes=0-${SNIFF_BYTES - 1}` }, policy, signal);
    try {
      if (!ok(res)) throw new RemoteImageError(M.status(res.statusCode ?? 0));
      if (declaredSize(res) > policy.maxBytes) throw tooLarge(policy.maxBytes);
      let first = Buffer.alloc(0);
      for await (const chunk of res as AsyncIterable<Buffer>) {
        first = Buffer.concat([first, chunk]);
        if (first.length >= SNIFF_BYTES) break;
      }
      if (!sniffImageFormat(first)) throw new RemoteImageError(M.notImage);
    } finally {
      res.destroy();
    }
  });
}

/** The apply's fetch: the image's bytes (at most `maxBytes`), for the upload pipeline to judge. */
export async function fetchRemoteImage(
  address: string,
  policy: RemotePolicy,
  outer?: AbortSignal,
): Promise<Buffer> {
  return underDeadline(policy, outer, async (signal) => {
    const res = await open(address, 'GET', {}, policy, signal);
    if (!ok(res)) {
      res.destroy();
      throw new RemoteImageError(M.status(res.statusCode ?? 0));
    }
    const bytes = await readBody(res, policy.maxBytes);
    // Said here as the dry run says it; the upload pipeline sniffs and decodes it again.
    if (!sniffImageFormat(bytes)) throw new RemoteImageError(M.notImage);
    return bytes;
  });
}
