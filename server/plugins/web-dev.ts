import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { PROJECT_ROOT } from '../lib/paths';
import { registerSiteRoute, siteRenderer } from './site-route';

// The React Router plugin's name for the server build it makes from app/ (vite.config.ts).
const SERVER_BUILD = 'virtual:react-router/server-build';

/** The API and uploaded images are the server's own; everything else may be Vite's. */
const forVite = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|uploads)(\/|$|\?)/.test(request.url);

/**
 * `npm run dev` (NODE_ENV=development): the site from source through Vite's dev server in
 * middleware mode, in this same process and on this same port. Vite answers the browser's module,
 * stylesheet and public-file requests and carries hot updates of app/ over a websocket on this
 * server; every page is rendered from the server build Vite holds at that moment, so an edit under
 * app/ shows on the next request without a restart or a build. Everything else (security headers
 * with their nonces, the rate limit, the API) is what production runs.
 */
export async function registerWebDev(app: FastifyInstance) {
  // Loaded here only: Vite is a development dependency, absent where production installs run.
  const vite = await import('vite');
  const server = await vite.createServer({
    root: PROJECT_ROOT,
    configFile: join(PROJECT_ROOT, 'vite.config.ts'),
    appType: 'custom',
    logLevel: app.config.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    server: {
      middlewareMode: true,
      // Hot updates over this server's port: no second port to open, and the page's own origin,
      // which its CSP's connect-src 'self' already allows.
      hmr: { server: app.server },
      // Data, builds and test output change all the time and are no part of the site's code.
      watch: { ignored: ['**/data/**', '**/build*/**', '**/test-results/**', '**/playwright-report/**'] },
    },
  });
  app.addHook('onClose', () => server.close());

  // Vite's connect middlewares first. A request they answer ends there: the reply is hijacked and
  // the hook never continues, so no route runs for it. One they pass on goes through Fastify's
  // routes as usual.
  app.addHook('onRequest', (request, reply, done) => {
    if (!forVite(request)) return done();
    let passed = false;
    const answered = () => {
      if (!passed) reply.hijack();
    };
    reply.raw.once('close', answered);
    server.middlewares(request.raw, reply.raw, (error?: unknown) => {
      passed = true;
      reply.raw.off('close', answered);
      done(error as Error | undefined);
    });
  });

  const ssr = server.environments.ssr;
  // React Router checks that the request context is an instance of its own RouterContextProvider
  // class, so the handler must come from the copy the site's modules import. Vite loads that copy
  // with Node's import() of the file it resolves for app/: the same file here is the same copy,
  // whoever loaded this module (tsx, or Vitest, which may resolve the bare name to another file).
  let router: typeof import('react-router') | undefined;
  const siteReactRouter = async () => {
    const resolved = await ssr.pluginContainer.resolveId('react-router', join(PROJECT_ROOT, 'app/root.tsx'));
    if (!resolved) throw new Error('Vite: react-router cannot be resolved from app/');
    return (await import(pathToFileURL(resolved.id).href)) as typeof import('react-router');
  };
  registerSiteRoute(app, {
    renderer: async () => {
      if (!vite.isRunnableDevEnvironment(ssr))
        throw new Error('Vite: the ssr environment cannot run modules');
      try {
        const build = (await ssr.runner.import(SERVER_BUILD)) as ServerBuild;
        router ??= await siteReactRouter();
        return siteRenderer(build, 'development', router.createRequestHandler);
      } catch (error) {
        // Stack traces into app/ point at the source lines rather than Vite's transformed code.
        if (error instanceof Error) server.ssrFixStacktrace(error);
        throw error;
      }
    },
    keepPages: false,
  });
}
