import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApi } from './api';
import { documentRoutes } from './api/documents-public';
import { quotationLinkRoutes } from './api/quotation-links';
import { registerCaching } from './caching';
import { REQUEST_PATH_BROTLI_QUALITY } from './caching/response-cache';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { assertTokenRedacted, requestLogSerializers } from './lib/request-log';
import { trustProxyOption } from './lib/trust-proxy';
import { registerActingUser } from './plugins/acting-user';
import { registerApiDocs } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { registerCatalogImports } from './plugins/catalog-imports';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInterest } from './plugins/interest';
import { registerRateLimit } from './plugins/rate-limit';
import { pathOfTarget, registerRequestTarget } from './plugins/request-target';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerTurns } from './plugins/turns';
import { registerWeb } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /**
   * Serve the server-rendered site: `true` from the production build in build/web, `'vite'` from
   * source through Vite's dev server (`npm run dev`). main.ts turns it on; API tests leave it off.
   */
  web?: boolean | 'vite';
}

/** Builds the whole application without listening: main.ts listens, tests use app.inject. */
export async function buildApp({
  config,
  database,
  logger,
  web = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Private links' tokens never reach the log, whoever configures it (lib/request-log.ts).
    logger:
      logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(typeof logger === 'object' ? logger : {}),
            serializers: {
              ...requestLogSerializers,
              ...(typeof logger === 'object' ? logger.serializers : {}),
            },
          },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: pathOfTarget,
    // The admin scope imports every route module as it registers (api/admin-routes.ts): from the
    // sources on a busy 2-core machine that outlasted Fastify's default 10 s, and the start failed.
    pluginTimeout: 60_000,
    // Slow or stalled clients lose their connection (config.ts). Node checks the request and
    // headers deadlines every connectionsCheckingInterval: four times per headers timeout here.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.HEADERS_TIMEOUT_MS / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  registerErrorHandler(app);
  registerTurns(app);
  registerRequestTarget(app);
  // A route taking a private link's token must have it kept out of the log (lib/request-log.ts).
  app.addHook('onRoute', assertTokenRedacted);

  await registerSecurityHeaders(app);
  // CORS is off unless CORS_ORIGINS lists the origins allowed to call the API from a browser.
  if (config.CORS_ORIGINS.length > 0) await app.register(cors, { origin: config.CORS_ORIGINS });

  // Per address, in memory or with REDIS_URL shared by every instance (decision 028).
  await registerRateLimit(app);

  // HTTP caching, kept responses and the read cache: after the rate limit, before compression and
  // the routes (server/caching/index.ts says why).
  await registerCaching(app);
  // Catalogue imports run as jobs, after the read cache their applies empty (decision 072).
  registerCatalogImports(app);
  // Pages and API bodies over 1 KB, brotli at quality 4 (REQUEST_PATH_BROTLI_QUALITY) or gzip: a page shrinks ~5x for about a
  // millisecond. Hashed assets arrive compressed already (plugins/web.ts) and are left alone.
  // Every buffered body is compressed in one go (syncThreshold), so it keeps a Content-Length;
  // the streaming path, which the plugin takes above ~64 KB on two cores, held a page's
  // keep-alive connection open through a graceful shutdown when the client had not read it yet.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: REQUEST_PATH_BROTLI_QUALITY } },
    globalDecompression: false,
    syncThreshold: 4 * 1024 * 1024,
  });

  // Resolves a bearer token to request.user before anything that reads it (the API, its docs).
  await app.register(authPlugin);
  // A signed-in person's writes carry their name to the audit trail's triggers (decision 060).
  registerActingUser(app);
  await registerApiDocs(app);

  // Uploaded and seeded images: content-addressed file names, so they can be cached for a year.
  const uploadsDir = join(config.DATA_DIR, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
  });

  // The interest counts (page views, quote requests) the server writes in the background.
  registerInterest(app);
  await app.register(registerApi, { prefix: '/api' });
  // The PDF sheets at the site's own addresses, before the site's catch-all (docs/product.md §22).
  await app.register(documentRoutes);
  await app.register(quotationLinkRoutes);

  if (web === 'vite') {
    // Imported only here, so the production bundle never loads the development server's code.
    const { registerWebDev } = await import('./plugins/web-dev');
    await registerWebDev(app);
  } else if (web) {
    await registerWeb(app);
  }

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
  return app;
}
