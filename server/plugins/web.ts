import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { PROJECT_ROOT } from '../lib/paths';
import { registerSiteRoute, siteRenderer } from './site-route';

export const WEB_BUILD_DIR = join(PROJECT_ROOT, process.env.BUILD_DIR ?? 'build', 'web');
export const webBuildExists = () => existsSync(join(WEB_BUILD_DIR, 'server/index.js'));

/**
 * The server-rendered React Router site from the production build, in this same process: hashed
 * client assets with a year of cache, and every other non-API path rendered by React Router
 * (site-route.ts). `npm run dev` serves it from source instead (web-dev.ts).
 */
export async function registerWeb(app: FastifyInstance) {
  const build = (await import(pathToFileURL(join(WEB_BUILD_DIR, 'server/index.js')).href)) as ServerBuild;
  const renderer = siteRenderer(build, 'production');

  // The client build: hashed /assets/* cached for a year (one wildcard route: a route per file was
  // ~7,000 routes and a second of CPU at every start), root files (favicon, manifest) for an hour,
  // one route each, so every other path falls through to the site.
  const common = {
    decorateReply: false,
    index: false,
    // The build writes .br and .gz beside every script and stylesheet (scripts/build.mjs): sent to
    // browsers that accept them, the file itself otherwise.
    preCompressed: true,
    cacheControl: false,
  } as const;
  await app.register(fastifyStatic, {
    ...common,
    root: join(WEB_BUILD_DIR, 'client/assets'),
    prefix: '/assets/',
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      // One URL, a compressed or a plain body: shared caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  await app.register(fastifyStatic, {
    ...common,
    root: join(WEB_BUILD_DIR, 'client'),
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**'],
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=3600'),
  });

  registerSiteRoute(app, { renderer: async () => renderer, keepPages: true });
}
