import type { Config } from '@react-router/dev/config';

// Server-rendered React Router app; its build lands in build/web (client/ and server/), beside the
// bundled Fastify server in build/server.
export default {
  appDirectory: 'app',
  // BUILD_DIR lets parallel builds (several developers, CI) live side by side in the project.
  buildDirectory: `${process.env.BUILD_DIR ?? 'build'}/web`,
  ssr: true,
  // React Router v8's behaviour now, so the build prints no future-flag notices and the upgrade is
  // a version bump: loaders read the server's values from the request context
  // (app/lib/load-context.ts) and the normalised `url` argument, never `.data` URLs.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
