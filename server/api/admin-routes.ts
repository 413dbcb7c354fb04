import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The admin scope's route modules are found by their file name, `server/api/<resource>-admin.ts`,
// so a new admin section's routes need no line in server/api/index.ts
// (docs/guides/add-an-admin-section.md). Each module's exports named `admin…Routes` are registered
// under /api/admin; anything else it exports (news-admin.ts's writes kept under /public/news) is
// registered by index.ts itself. From the sources (tsx, vitest) the names are read from this
// folder; the production bundle has no folder to read, so scripts/build.mjs names them at build
// time, and esbuild bundles every file the `import()` below can reach.
declare const __ADMIN_ROUTE_MODULES__: readonly string[] | undefined;

const MODULE_FILE = /^([a-z0-9-]+)-admin\.ts$/;
const ROUTES_EXPORT = /^admin[A-Z]\w*Routes$/;

/** The `<resource>` of every `<resource>-admin.ts` among `files`, in name order. */
export function adminModuleNames(files: readonly string[]): string[] {
  return files.flatMap((file) => MODULE_FILE.exec(file)?.[1] ?? []).sort();
}

/** The route plugins of every admin route module, module by module in name order. */
export async function adminRoutePlugins(): Promise<FastifyPluginAsyncZod[]> {
  const names =
    typeof __ADMIN_ROUTE_MODULES__ === 'undefined'
      ? adminModuleNames(readdirSync(fileURLToPath(new URL('.', import.meta.url))))
      : __ADMIN_ROUTE_MODULES__;
  const plugins: FastifyPluginAsyncZod[] = [];
  for (const name of names) {
    const module: Record<string, unknown> = await import(`./${name}-admin.ts`);
    const found = Object.entries(module)
      .filter(([key, value]) => ROUTES_EXPORT.test(key) && typeof value === 'function')
      .map(([, value]) => value as FastifyPluginAsyncZod);
    // A misnamed export would leave the section without its API: refuse to start instead.
    if (found.length === 0) throw new Error(`server/api/${name}-admin.ts exports no admin…Routes plugin`);
    plugins.push(...found);
  }
  return plugins;
}
