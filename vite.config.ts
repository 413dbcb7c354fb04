import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';
import { appAlias } from './app-alias';

// How the build is cut. Every public page stays within the first-load limit (FIRST_LOAD_JS_LIMIT_BYTES
// in bench/lib/first-load.ts, 152 KB gzipped, checked by tests/e2e/js-budget.spec.ts;
// decisions 038 and 044); `npm run bench:js` prints each page's figure. What
// keeps them there is code split where it is first used (the panels of app/lib/lazy-panel.tsx,
// decision 017; the contact forms' live half, app/components/forms/deferred-form.tsx). Icons are
// plain named imports from lucide-react, tree-shaken to the ones used.
//
// 1. Chunks (`manualChunks: firstLoadChunks`): the framework (React, React DOM, React Router and
//    lucide-react's runtime) in one file and what the root and the public layout import in another
//    (`shell`); every page loads both. Each icon is a chunk of its own: through lucide-react's
//    barrel every icon would otherwise look like a dependency of the shell and all of them (the
//    back office's too) would land there. The rest is cut by Rollup. Left to Rollup alone a
//    public page loaded 40-49 files and ~4 KB more, each file compressed apart. No chunk of ours
//    imports the shell back, so chunks never import each other in a circle (scripts/build.mjs
//    checks).
// 2. Minifier (`build.minify`): terser, ~3 % less gzipped JavaScript than esbuild's minifier.
// 3. Server bundle (`environments.ssr`): not minified, so its stack traces point at real lines.
// 4. Warnings (`build.rollupOptions.onwarn: quietKnownNotices`): notices every build would print
//    about code that is as it should be are dropped; every other warning shows.

/**
 * Notices every build would print about code that is as it should be; every other warning shows.
 * - Two comments in zod's own code carry a `@__PURE__` note where Rollup cannot use it; Rollup drops
 *   them (the minified bytes are the same either way) and zod's code is not ours to edit.
 * - robots.txt, sitemap.xml and /units are resource routes, answered on the server only: their browser
 *   chunks are empty by design.
 * - The server bundle says a form's schema, loaded late on the public pages to keep it out of their
 *   first load, is also imported at once elsewhere. That matters only in the browser, where
 *   js-budget.spec.ts checks the result.
 */
const RESOURCE_ROUTES = new Set(['robots', 'sitemap', 'units']);
const quietKnownNotices: Rollup.RollupOptions['onwarn'] = (warning, warn) => {
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
  if (warning.code === 'EMPTY_BUNDLE' && RESOURCE_ROUTES.has(String(warning.names?.[0]))) return;
  if (warning.plugin === 'vite:reporter' && warning.message.includes('dynamic import will not move')) return;
  warn(warning);
};

const PUBLIC_SHELL = /\/app\/(root\.tsx|routes\/public\/layout\.tsx)(\?|$)/;
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|get-nonce|lucide-react)\//;
const LUCIDE_ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\/([\w-]+)\.mjs$/;

/** Whether `id` is the root or the public layout, or imported by them, statically, at any depth. */
function inShell(
  id: string,
  info: Rollup.ManualChunkMeta['getModuleInfo'],
  seen = new Set<string>(),
): boolean {
  if (PUBLIC_SHELL.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (info(id)?.importers ?? []).some((importer) => inShell(importer, info, seen));
}

/** Rule 1: each icon, the framework, the shell; the rest as Rollup cuts it. */
const firstLoadChunks: Rollup.GetManualChunk = (id, { getModuleInfo }) => {
  const icon = LUCIDE_ICON.exec(id);
  // Every icon of the barrel passes through here, used or not: naming an unused one would emit an
  // empty chunk (and its .br and .gz) for each of lucide's ~1,600 icons.
  if (icon) return getModuleInfo(id)?.isIncluded ? `icon-${icon[1]}` : undefined;
  if (FRAMEWORK.test(id) || id === '\0commonjsHelpers.js') return 'framework';
  if (!id.includes('/node_modules/') && inShell(id, getModuleInfo)) return 'shell';
  return undefined;
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: [appAlias] },
  build: {
    // Rule 2. Set here rather than for the client environment alone: Vite's terser step reads
    // this top-level setting.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: { onwarn: quietKnownNotices }, // rule 4
  },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: firstLoadChunks } } } }, // rule 1
    ssr: { build: { minify: false } }, // rule 3
  },
});
