import type { Config } from '@react-router/dev/config';

// Server-rendered React Router app; its build lands in build/web (client/ and server/), beside the
// bundled Fastify server in build/server.
export default {
  appDirectory: 'app',
  // BUILD_DIR lets parallel builds (several developers, CI) live side by side in the project.
  buildDirectory: `${process.env.BUILD_DIR ?? 'build'}/web`,
  ssr: true,
} satisfies Config;
