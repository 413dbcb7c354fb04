import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { NotFound } from '../errors';
import { PROJECT_ROOT } from '../lib/paths';
import { pageOrigin } from './page-origin';

export const WEB_BUILD_DIR = join(PROJECT_ROOT, process.env.BUILD_DIR ?? 'build', 'web');
export const webBuildExists = () => existsSync(join(WEB_BUILD_DIR, 'server/index.js'));

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  // The page's origin and this request's path; resolving request.url against the origin instead
  // would let a target like //evil.example/products name the origin (request-target.ts).
  if (!request.url.startsWith('/')) throw new NotFound();
  const url = new URL(`${origin}${request.url}`);
  if (url.origin !== origin) throw new NotFound();
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody
      ? typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body)
      : undefined,
  });
}

/**
 * The server-rendered React Router site in this same process: hashed client assets with a year of
 * cache, and every other non-API path rendered by React Router with loaders calling the services
 * directly through the load context.
 */
export async function registerWeb(app: FastifyInstance) {
  const build = (await import(pathToFileURL(join(WEB_BUILD_DIR, 'server/index.js')).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  // The client build: hashed /assets/* cached for a year, root files (favicon, manifest) for an
  // hour. One route per file (wildcard: false), so every other path falls through to the site.
  await app.register(fastifyStatic, {
    root: join(WEB_BUILD_DIR, 'client'),
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    index: false,
    // The build writes .br and .gz beside every script and stylesheet (scripts/build.mjs): sent to
    // browsers that accept them, the file itself otherwise.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      // One URL, a compressed or a plain body: shared caches must keep them apart.
      if (path.includes('/assets/')) res.setHeader('vary', 'accept-encoding');
    },
  });

  // Forms post urlencoded bodies to route actions; React Router parses them itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    // Every render counts against the global limit, in its one bucket per address; a page sent
    // from the kept responses (plugins/response-cache.ts, answered in onRequest) costs next to
    // nothing and does not. The limit's usual onRequest hook would count both.
    config: { rateLimit: false },
    preHandler: app.rateLimit(),
    handler: async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
      const origin = pageOrigin(request, app.config.PUBLIC_URL);
      const response = await handle(toWebRequest(request, reply, origin), {
        db: app.db,
        config: app.config,
        nonce: reply.cspNonce?.script ?? '',
        styleNonce: reply.cspNonce?.style ?? '',
      });
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === 'set-cookie') continue;
        reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send();
      // A whole page can carry an ETag (plugins/http-cache.ts); nothing suspends after the shell,
      // so waiting for the end costs no time to first byte worth having.
      if (request.method === 'GET' && response.status === 200) return reply.send(await response.text());
      return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
    },
  });
}
