import type { KnipConfig } from 'knip';

// `npm run lint` runs knip: no unused file, export or dependency. Its plugins find most entry
// points themselves (React Router's routes, root and entries; Vite, Vitest and Playwright configs
// and the tests they name); these are the rest: what package.json's scripts and people start, and
// the admin route modules, which server/api/admin-routes.ts imports by their file names.
const config: KnipConfig = {
  entry: [
    'server/cli/*.ts',
    'server/db/seed/{run,bulk}.ts',
    'scripts/*.{ts,mjs}',
    'bench/*.ts',
    'server/api/*-admin.ts',
  ],
  project: ['{app,common,server,scripts,bench,tests}/**/*.{ts,tsx,mjs}'],
  // Used where knip does not look: Tailwind and the variable Inter through app/app.css, the
  // sheets' Inter through require.resolve (server/services/documents/fonts.ts); chrome-launcher
  // comes with lighthouse, whose own copy bench/lighthouse.ts must use.
  ignoreDependencies: ['tailwindcss', '@fontsource-variable/inter', '@fontsource/inter', 'chrome-launcher'],
  // scripts/ensure-chromium.mjs installs the browser's libraries with the system's package manager.
  ignoreBinaries: ['apt-get'],
};

export default config;
