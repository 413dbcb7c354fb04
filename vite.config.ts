import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { lucideIcons } from './scripts/vite-lucide-icons';

// How the build is cut, in one place. Every rule below serves the first-load budget: each public
// page may load at most FIRST_LOAD_JS_BUDGET_BYTES of gzipped JavaScript before anyone touches it
// (bench/lib/first-load.ts, tests/e2e/js-budget.spec.ts, docs/performance.md; `npm run bench:js`
// prints each page's figure). React, React DOM and React Router alone cost ~108.5 KB.
//
// 1. Minifier (`build.minify`): terser, two passes, writes ~2-3 % less gzipped JavaScript than
//    esbuild's minifier: the margin that keeps every page within the budget.
// 2. Chunks (`environments.client`, `manualChunks: firstLoadChunks`): left to itself Rollup cuts
//    shared code into one chunk per combination of entries (routes and lazily loaded parts) that
//    uses it: ~35 files of 150-5,000 bytes on a public page, before rule 3 each icon its own. gzip
//    compresses each file on its own, so that costs ~5 KB per page (the same code compresses ~20 %
//    better in one file), plus a request each that delays the stylesheet on a phone. Instead:
//    - `shell`: React, React DOM and React Router, what the public layout needs, and what four or
//      more of the seven public pages share. Every page loads it (the back office and sign-in
//      pages too: they share the layout's buttons, links and icons); in one file it is ~1.2 KB
//      smaller than as framework + site. The price: a deploy that changes any of it makes
//      returning visitors fetch all of it again (~118 KB) instead of a part. A module goes in
//      whole, with every export any chunk imports (the back office's too): hence the constants
//      public pages read in common/site-constants.ts, apart from common/constants.ts.
//    - `pages-…`: what two or three public pages share (the back office may import it too), one
//      chunk per such group of pages.
//    - `validation`: zod, the validation library, which only forms load (on first use), whole in one file.
//    - Code one page alone uses stays in its route's chunk; lazily loaded code (the panels of
//      app/lib/lazy-panel.tsx, docs/decisions/017) in Rollup's own chunks, named after the module.
//    A module is used by at least the pages that use its importers, so a chunk only ever imports a
//    chunk of more pages: they never import each other in a circle (scripts/build.mjs checks).
// 3. Icons (`lucideIcons`, scripts/vite-lucide-icons.ts, server and browser): an icon imported
//    from lucide-react becomes a constant of the module that draws it, drawn by
//    app/components/ui/lucide-icon.ts in the same markup as lucide-react's (~2 KB less per page).
// 4. Server bundle (`environments.ssr`): not minified, so its stack traces point at real lines.
// 5. Warnings (`build.rollupOptions.onwarn: quietKnownNotices`): three notices every build would
//    print about code that is as it should be are dropped; every other warning shows.
// 6. Dynamic imports (`build.modulePreload: false`, `plainDynamicImports`): a lazily loaded module's
//    own imports are not announced ahead (<link rel=modulepreload>); nearly all of them are the
//    shell, already here, and the rest follow one round trip later, on a press that fetched the
//    code ahead anyway (docs/decisions/017). Vite still wraps every `import()` in a helper that
//    would preload them, ~0.6 KB of every page; it becomes the bare call.
// Changing any of these: build (`BUILD_DIR=… npm run build`), then `npm run bench:js` and the
// budget spec; every page must stay within the budget.

const PUBLIC_SHELL = /\/app\/(root\.tsx|routes\/public\/layout\.tsx)(\?|$)/;
/**
 * The seven public pages' route modules (the layout is the shell). Not the quote list (/quote): it
 * shares the forms' code with two or three of them, and counting it would move that code into the
 * shell of every page. Nor the comparison (/compare), far within the budget: counted, what it shares
 * with the product page (Add to quote list, the chat buttons) would be cut into two more chunks of
 * a few hundred bytes that the product page, the heaviest, would load as separate files.
 */
const PUBLIC_PAGE = /\/app\/routes\/public\/(?!layout\.|quote\.|compare\.)([\w-]+)\.tsx(\?|$)/;
const CHAT =
  /\/app\/(components\/(catalog\/chat-buttons|layout\/contact-bar)\.tsx|lib\/interest-beacon\.ts)$/;
const QUOTE_LIST = /\/(app\/lib\/quote-(list|share)|common\/quote-list-labels)\.ts$/;
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|get-nonce)\//;

/** The modules with no static importer above `id`: route entries and lazily imported modules. */
function rootsOf(id: string, info: Rollup.ManualChunkMeta['getModuleInfo']) {
  const roots: string[] = [];
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const importers = info(current)?.importers ?? [];
    if (importers.length === 0) roots.push(current);
    stack.push(...importers);
  }
  return roots;
}

const firstLoadChunks: Rollup.GetManualChunk = (id, { getModuleInfo }) => {
  // Rollup's CommonJS helpers go with React, their first user: elsewhere, React's chunk would import
  // them from a chunk that imports React back, and run before it.
  if (FRAMEWORK.test(id) || id === '\0commonjsHelpers.js') return 'shell';
  const roots = rootsOf(id, getModuleInfo);
  // On every public page already: imported, statically, by the root or the public layout.
  if (roots.some((root) => PUBLIC_SHELL.test(root))) return 'shell';
  // zod is fetched only with a form's code; in one file, not one per combination of its users (a
  // 93-byte chunk of `z.coerce` alone cost a request and compressed to more than it weighs).
  if (id.includes('/node_modules/zod/')) return 'validation';
  // The chat buttons (product page and comparison), the phone contact bar that shows them again
  // (product and contact pages) and the interest beacon they send, which the compare and quote
  // lists' code also sends when it arrives: one file on the product page, not two; and not in the
  // chunk of forms' code the quote list shares with the contact and product pages.
  if (CHAT.test(id)) return 'chat';
  // The quote list's store, the shared link's reader and the form's labels: every /quote visit
  // loads all three, in one file rather than three (the store alone, too, where the header counts
  // a list).
  if (QUOTE_LIST.test(id)) return 'quote-list';
  const pages = new Set(roots.flatMap((root) => PUBLIC_PAGE.exec(root)?.[1] ?? []));
  if (pages.size >= 4) return 'shell';
  if (pages.size >= 2) return `pages-${[...pages].sort().join('-')}`;
  return undefined;
};

/**
 * Notices every build would print about code that is as it should be; every other warning shows.
 * - Two comments in zod's own code carry a `@__PURE__` note where Rollup cannot use it; Rollup drops
 *   them (the minified bytes are the same either way) and zod's code is not ours to edit.
 * - robots.txt, sitemap.xml and /units are resource routes, answered on the server only: their browser
 *   chunks are empty by design.
 * - The server bundle says a form's schema, loaded late on the public pages to keep it out of their
 *   first load, is also imported at once elsewhere. That matters only in the browser, where
 *   `firstLoadChunks` places it and js-budget.spec.ts and bundles.spec.ts check the result.
 */
const RESOURCE_ROUTES = new Set(['robots', 'sitemap', 'units']);
const quietKnownNotices: Rollup.RollupOptions['onwarn'] = (warning, warn) => {
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
  if (warning.code === 'EMPTY_BUNDLE' && RESOURCE_ROUTES.has(String(warning.names?.[0]))) return;
  if (warning.plugin === 'vite:reporter' && warning.message.includes('dynamic import will not move')) return;
  warn(warning);
};

/** Rule 6: Vite's dynamic-import helper, with nothing to preload, as the bare `import()`. */
const plainDynamicImports: Plugin = {
  name: 'plain-dynamic-imports',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  load: {
    filter: { id: /^\0vite\/preload-helper\.js$/ },
    handler: () => 'export const __vitePreload = (load) => load();',
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), lucideIcons(), plainDynamicImports],
  build: {
    // Rule 1. Set here rather than for the client environment alone: Vite's terser step reads
    // this top-level setting.
    minify: 'terser',
    modulePreload: false, // rule 6
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: { onwarn: quietKnownNotices },
  },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: firstLoadChunks } } } }, // rule 2
    ssr: { build: { minify: false } }, // rule 4
  },
});
