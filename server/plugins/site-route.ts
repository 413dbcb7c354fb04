import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { unitsOf } from '#common/units-cookie';
import type { IronsiteLoadContext } from '../../app/lib/load-context';
import { NotFound } from '../errors';
import { previewKey } from '../services/preview-link';
import { createWebServices } from '../web-services';
import { deferModules } from './deferred-modules';
import { productViewCounter } from './interest';
import { pageOrigin } from './page-origin';

/**
 * Pages for one signed-in person (the admin SPA shell, sign-in, registration and invitation forms),
 * and their data requests (`/register.data`, `/login.data`: whether the first admin is still to
 * come). An invitation page's address holds its secret link: no shared cache may keep it.
 */
const PERSONAL_PAGES = /^\/(admin|login|register|invitation)(\/|\.data$|$)/;

/** React Router's handler for one server build, with the context builder of that same build. */
export interface SiteRenderer {
  handle: ReturnType<typeof createRequestHandler>;
  createLoadContext: (values: IronsiteLoadContext) => RouterContextProvider;
}

/**
 * `handler` is the createRequestHandler of the copy of React Router the build runs on: it checks
 * that the context is that copy's RouterContextProvider (Vite's dev server loads its own copy).
 */
export function siteRenderer(
  build: ServerBuild,
  mode: 'production' | 'development',
  handler: typeof createRequestHandler = createRequestHandler,
): SiteRenderer {
  // The site's entry builds the request context with its own context key (app/lib/load-context.ts):
  // the key of another copy of that module would not be found by the site's loaders.
  const { createLoadContext } = build.entry.module as unknown as Pick<SiteRenderer, 'createLoadContext'>;
  return { handle: handler(build, mode), createLoadContext };
}

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

export interface SiteRouteOptions {
  /** The renderer for this request: the same one in production, a fresh build in development. */
  renderer: () => Promise<SiteRenderer>;
  /**
   * Whether whole pages may be kept by caching/response-cache.ts. Not in development, where the
   * code that rendered a page can change before the next request.
   */
  keepPages: boolean;
}

/**
 * Every non-API path rendered by React Router, loaders calling the services directly through the
 * load context. Shared by the production build (web.ts) and the development server (web-dev.ts).
 */
export function registerSiteRoute(app: FastifyInstance, { renderer, keepPages }: SiteRouteOptions) {
  // One services object for every render: the site reaches the server's modules only through it.
  const services = createWebServices(app.db, {
    publicUrl: app.config.PUBLIC_URL,
    previewKey: () => previewKey(app.config),
  });
  // Forms post urlencoded bodies to route actions; React Router parses them itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    // Every render counts against the global limit, in its one bucket per address; a page sent
    // from the kept responses (caching/response-cache.ts, answered in onRequest) costs next to
    // nothing and does not. The limit's usual onRequest hook would count both.
    // Pages are the same for every visitor (caching/shareable.ts), but for PERSONAL_PAGES.
    config: { rateLimit: false, shareable: true },
    preHandler: app.rateLimit(),
    // A product page's views, for the staff's interest figures (docs/product.md §20).
    onResponse: productViewCounter(app),
    handler: async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
      if (!keepPages) request.responseCache = null;
      const personal = PERSONAL_PAGES.test(request.url.split('?')[0]);
      if (personal) reply.shareable(false);
      const origin = pageOrigin(request, app.config.PUBLIC_URL);
      const { handle, createLoadContext } = await renderer();
      const context = createLoadContext({
        services,
        config: app.config,
        nonce: reply.cspNonce?.script ?? '',
        styleNonce: reply.cspNonce?.style ?? '',
        units: unitsOf(request.headers.cookie),
      });
      // Every page renders the chosen unit system (its header's switch at least), so a cache
      // that keys by address alone must not hand one system's page to the other: Vary: Cookie
      // makes browsers and CDNs key by the cookie too (most CDNs then pass such pages through,
      // which costs hit rate, never correctness). The units are not in the address because the
      // choice follows the visitor across every page (docs/product.md §17). This server's own
      // kept responses key by the units alone (caching/response-cache.ts), so they still share.
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
      const response = await handle(toWebRequest(request, reply, origin), context);
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === 'set-cookie') continue;
        reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send();
      // A whole page can carry an ETag (caching/http-cache.ts); nothing suspends after the shell,
      // so waiting for the end costs no time to first byte worth having.
      if (request.method === 'GET' && response.status === 200) {
        // Public pages are read on phones first: their scripts wait for the first paint (decision
        // 029). The back office and sign-in, used at a desk, start theirs at once.
        const page = await response.text();
        return reply.send(personal ? page : deferModules(page));
      }
      return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
    },
  });
}
