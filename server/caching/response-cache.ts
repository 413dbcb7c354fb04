import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { unitsOf } from '#common/units-cookie';
import { matchesIfNoneMatch, SHARED_CACHE_CONTROL, sentShared } from './http-cache';
import { fillPage, type PageTemplate, pageTemplate } from './page-template';

// Whole responses of anonymous public reads, kept ready to send (decision 014). The read cache
// (read-cache.ts) already spares the database; this spares everything after it: the Zod
// response serializer, React's render of a page, the ETag hash and the compression. An entry is
// good for as long as the read cache's generation does not move, so every admin write on any
// instance drops these too (the "global refresh" of docs/product.md §4), and nothing is kept while
// invalidations might not arrive (read cache not live). Only GET routes flagged shareable
// (shareable.ts) are looked up, and only answers http-cache.ts sent as shared are kept.
//
// Pages carry this response's CSP nonces (helmet, reply.cspNonce): a kept page has the nonces of
// the render that made it replaced by the current response's, so no two responses share a nonce.
// Such a body differs every time, so it is compressed per response (@fastify/compress, quality 4:
// about a millisecond for a page); an API body is compressed once per encoding, in the background,
// when a client first asks a kept entry for that encoding, and the copy is sent as it is from then
// on (decision 075: most entries made after a save are never asked again before the next one).

const RESPONSE_CACHE_DEFAULTS = {
  /** Bytes over all entries, compressed copies included. */
  maxBytes: 64 * 1024 * 1024,
  /** A response bigger than this is not kept (the "All" listing pages at most reach ~1 MB). */
  maxEntryBytes: 2 * 1024 * 1024,
  ttlMs: 60_000,
} as const;

/** Says whether a response came from here: tests and the benchmark read it. */
export const RESPONSE_CACHE_HEADER = 'x-response-cache';

/**
 * Brotli's quality for a body compressed while its request waits (@fastify/compress in app.ts:
 * every page, and an API body whose kept copy is not made yet): at most 5, where a 100 KB page
 * takes about a millisecond; 9 costs several times that for a few per cent fewer bytes
 * (docs/performance.md).
 */
export const REQUEST_PATH_BROTLI_QUALITY = 4;
/** For a kept API body's copy, made in the background, off the request path, on its first hit. */
const KEPT_BROTLI_QUALITY = 9;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const NEGOTIABLE: Encoding[] = [...ENCODINGS];
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** Headers made for each response (security, rate limit, caching), never kept with the body. */
const PER_RESPONSE = new Set([
  'etag',
  'cache-control',
  'content-length',
  'content-encoding',
  'content-security-policy',
  'set-cookie',
  'date',
  'connection',
  'vary',
]);

interface Kept {
  etag: string;
  headers: Record<string, string | string[]>;
  /** Everything the response varied on (CORS's Origin among them), sent again on every hit. */
  vary: string[];
  /** The body as rendered (empty for a page, which is kept as its template). */
  body: Buffer;
  /** A page's body cut at its nonces, to be sent with this response's own; none for the API. */
  page: PageTemplate | null;
  compressed: Partial<Record<Encoding, Buffer>>;
  /** Copies asked for (made or being made): each is made once. */
  compressing: Set<Encoding>;
  generation: number;
}

interface Pending {
  key: string;
  generation: number;
  /** Headers already set before the route ran (helmet, rate limit): not the body's own. */
  ambient: Set<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    responseCache: Pending | null;
  }
}

export interface ResponseCacheOptions {
  maxBytes?: number;
  maxEntryBytes?: number;
  ttlMs?: number;
}

const EMPTY = Buffer.alloc(0);

const sizeOf = (kept: Kept) =>
  kept.body.length +
  (kept.page?.parts.reduce((bytes, part) => bytes + part.length, 0) ?? 0) +
  (kept.compressed.br?.length ?? 0) +
  (kept.compressed.gzip?.length ?? 0);

/**
 * Registers the cache on every shareable GET route added after it. Order matters (index.ts):
 * after @fastify/rate-limit (a kept response still counts against the limit, its hook runs first)
 * and before @fastify/compress (this stores the body before compression sees it).
 */
export function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions = {}) {
  const { maxBytes, maxEntryBytes, ttlMs } = { ...RESPONSE_CACHE_DEFAULTS, ...options };
  const entries = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (kept) => Math.max(1, sizeOf(kept)),
    ttl: ttlMs,
  });
  app.decorateRequest('responseCache', null);

  const lookup: onRequestAsyncHookHandler = async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization) return;
    const readCache = request.server.readCache;
    if (!readCache.keepsAnswers) return;
    // Pages render the visitor's unit system (docs/product.md §17, read from its cookie by the
    // site's route): one entry per system, whatever else the Cookie header holds.
    const key = `${unitsOf(request.headers.cookie)} ${request.protocol}://${request.host}${request.url}`;
    const kept = entries.get(key);
    if (!kept || kept.generation !== readCache.generation) {
      request.responseCache = {
        key,
        generation: readCache.generation,
        ambient: new Set(Object.keys(reply.getHeaders())),
      };
      return;
    }
    return send(request, reply, kept, (encoding) => compressKept(key, kept, encoding));
  };

  async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const pending = request.responseCache;
    if (
      !pending ||
      reply.statusCode !== 200 ||
      !sentShared(reply) ||
      reply.hasHeader('content-encoding') ||
      !(typeof payload === 'string' || Buffer.isBuffer(payload)) ||
      Buffer.byteLength(payload) > maxEntryBytes
    ) {
      return payload;
    }
    const readCache = request.server.readCache;
    // Written after a save began: what it read may be older than the save.
    if (pending.generation !== readCache.generation || !readCache.keepsAnswers) return payload;
    const headers: Kept['headers'] = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_RESPONSE.has(name) || pending.ambient.has(name)) continue;
      headers[name] = typeof value === 'number' ? String(value) : value;
    }
    const withNonces =
      reply.cspNonce && typeof payload === 'string' && payload.includes(reply.cspNonce.script);
    const kept: Kept = {
      etag: String(reply.getHeader('etag')),
      headers,
      vary: varyNames(reply.getHeader('vary')),
      body: withNonces ? EMPTY : Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
      page: withNonces ? pageTemplate(payload, reply.cspNonce) : null,
      compressed: {},
      compressing: new Set(),
      generation: pending.generation,
    };
    entries.set(pending.key, kept);
    varyOn(reply, ['accept-encoding']);
    return payload;
  }

  /** Makes the kept copy in `encoding` once; the hit that asked is compressed per response. */
  async function compressKept(entryKey: string, kept: Kept, encoding: Encoding) {
    // Under 1 KB compression gains nothing (@fastify/compress's own threshold).
    if (kept.page || kept.body.length < 1024 || kept.compressing.has(encoding)) return;
    kept.compressing.add(encoding);
    try {
      kept.compressed[encoding] = await compressors[encoding](kept.body);
      // Re-set so the byte budget counts the copy; skipped if the entry was dropped meanwhile.
      if (entries.peek(entryKey) === kept) entries.set(entryKey, kept);
    } catch (error) {
      // The body is still sent, compressed per response: a failure here costs speed, not service.
      app.log.warn({ err: error }, 'response cache: compressing a kept response failed');
    }
  }

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Only routes flagged shareable: the public API's reads and the site's pages. Static files
    // (one route each) and private routes skip both hooks.
    if (!methods.includes('GET') || route.config?.shareable !== true) return;
    route.onRequest = [...asArray(route.onRequest), lookup];
    route.onSend = [...asArray(route.onSend), store];
  });
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

const varyNames = (header: unknown): string[] =>
  (Array.isArray(header) ? header.join(',') : String(header ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Adds names to the reply's Vary, keeping those already there (CORS sets Origin before a hit). */
function varyOn(reply: FastifyReply, names: string[]) {
  const vary = varyNames(reply.getHeader('vary'));
  if (vary.includes('*')) return;
  for (const name of names) {
    if (!vary.some((had) => had.toLowerCase() === name.toLowerCase())) vary.push(name);
  }
  reply.header('vary', vary.join(', '));
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: Kept,
  compressKept: (encoding: Encoding) => Promise<void>,
) {
  reply.headers(kept.headers);
  reply.header('etag', kept.etag);
  // A Cache-Control of its own: http-cache.ts leaves this reply, tagged and maybe compressed, alone.
  reply.header('cache-control', SHARED_CACHE_CONTROL);
  varyOn(reply, [...kept.vary, 'accept-encoding']);
  reply.header(RESPONSE_CACHE_HEADER, 'hit');
  if (matchesIfNoneMatch(request.headers['if-none-match'], kept.etag)) {
    // As in http-cache.ts: the browser keeps the CSP header that matches the nonces it has.
    reply.removeHeader('content-security-policy');
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  if (kept.page) return reply.send(fillPage(kept.page, reply.cspNonce));
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? (negotiate(accepted, NEGOTIABLE) as Encoding | null) : null;
  const copy = encoding ? kept.compressed[encoding] : undefined;
  if (encoding && copy) {
    reply.header('content-encoding', encoding);
    return reply.send(copy);
  }
  if (encoding) void compressKept(encoding);
  // Not compressed yet, or not wanted: @fastify/compress compresses it if the client asks.
  return reply.send(kept.body);
}
