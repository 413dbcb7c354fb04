import { defineConfig } from 'vitest/config';
import { appAlias } from './app-alias';

const resolve = { alias: [appAlias] };

export default defineConfig({
  test: {
    // Unexpected console.error fails a test: see tests/support/fail-on-console.ts.
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: [
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'app/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          setupFiles: ['tests/support/fail-on-console.ts'],
          // Files share a worker's modules, as the component and API projects do: a fresh module
          // graph per file was most of the project's time (4 Dec 2026, load 2–5: 80 s isolated,
          // 35–55 s shared, files in any order). A file that starts a pool, a thread or a database
          // closes it in its afterAll.
          isolate: false,
        },
      },
      {
        resolve,
        // A component or a screen in a DOM, the API answered by MSW (app/test/, docs/testing.md).
        test: {
          name: 'component',
          include: ['app/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/fail-on-console.ts', 'app/test/setup.ts'],
          // A screen test waits for several answers in turn, each up to 5 s (app/test/setup.ts).
          testTimeout: 20_000,
          // Files share a worker's modules (the app's import graph is most of a file's cost); each
          // test starts from an empty page, API and session (app/test/setup.ts).
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        resolve,
        // `npm run test:resilience`: the production build in child processes under load, kill -9,
        // a database outage and scale-out (docs/decisions/012-resilience.md). One scenario at a time.
        test: {
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          globalSetup: ['tests/resilience/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: 'forks',
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
  },
});
