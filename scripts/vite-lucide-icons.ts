import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { IconNode } from '../app/components/ui/lucide-icon';

// Rule 3 of vite.config.ts: each lucide icon is drawn, in the module that uses it, by the site's
// own small runtime.

/** Where the built site's icons are drawn: the same <svg> as lucide-react's, a fraction of its code. */
const RUNTIME = fileURLToPath(new URL('../app/components/ui/lucide-icon.ts', import.meta.url));

export interface IconData {
  name: string;
  node: IconNode;
  aliases?: string[];
}

/** The data of one of lucide-react's icon modules (`const __iconData = {…};`), without React's keys. */
export function iconData(moduleSource: string): IconData {
  const literal = /const __iconData = (\{[\s\S]*?\});\n/.exec(moduleSource)?.[1];
  if (!literal) throw new Error('lucide icon module without __iconData');
  // lucide's own build output: an object literal of strings and numbers, read as such.
  const data = new Function(`return ${literal}`)() as IconData & { size?: number };
  if (data.size !== undefined && data.size !== 24) throw new Error(`lucide icon ${data.name} is not 24 × 24`);
  return {
    name: data.name,
    node: data.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]),
    ...(data.aliases?.length ? { aliases: data.aliases } : {}),
  };
}

/** The icon as a constant of the module that uses it, drawn by the site's runtime. */
export function iconConstant(local: string, data: IconData): string {
  const args = [data.name, data.node, ...(data.aliases ? [data.aliases] : [])].map((a) => JSON.stringify(a));
  return `const ${local} = /* @__PURE__ */ __lucideIcon(${args.join(', ')});`;
}

/** Icon export names of lucide-react's barrel, each with its module's file name. */
export function barrelIcons(barrelSource: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list, file] of barrelSource.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g))
    for (const [, name] of list.matchAll(/default as (\w+)/g)) names.set(name, file);
  return names;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * `import { Send, X as Close } from 'lucide-react'` becomes the two icons' constants, drawn by the
 * runtime; names that are not icons stay imported from lucide-react. `icon` gives an icon's data
 * by its file name in lucide-react/dist/esm/icons.
 */
export function inlineIcons(
  code: string,
  icons: Map<string, string>,
  icon: (file: string) => IconData,
): string {
  return code.replace(IMPORT, (statement, list: string) => {
    const rest: string[] = [];
    const constants: string[] = [];
    for (const specifier of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/);
      const file = icons.get(imported);
      if (file) constants.push(iconConstant(local, icon(file)));
      else rest.push(specifier);
    }
    if (constants.length === 0) return statement;
    return [
      `import { lucideIcon as __lucideIcon } from ${JSON.stringify(RUNTIME)};`,
      ...(rest.length ? [`import { ${rest.join(', ')} } from "lucide-react";`] : []),
      ...constants,
    ].join('');
  });
}

/**
 * Rule 3 of vite.config.ts. Through lucide-react's barrel, which imports all ~1,700 icons, every icon
 * would look used by every module that uses any, and as a module of its own an icon two or three
 * pages share would be a file of ~200 bytes on each. A module's icons travel with it instead (where
 * two modules of one page draw the same icon it is there twice, ~60 bytes), drawn by
 * app/components/ui/lucide-icon.ts rather than lucide-react's runtime (~2 KB gzipped on every page,
 * plus a random React key per shape). The server build does the same, so both sides write the same
 * markup, which is lucide-react's (vite-lucide-icons.test.ts); the dev server keeps lucide-react.
 * Runs on the JavaScript after TypeScript is stripped, so type-only imports are already gone.
 */
export function lucideIcons(): Plugin {
  let icons: Promise<Map<string, string>> | undefined;
  let iconDir = '';
  const data = new Map<string, IconData>();
  const icon = (file: string) => {
    if (!data.has(file)) data.set(file, iconData(readFileSync(`${iconDir}${file}.mjs`, 'utf8')));
    return data.get(file)!;
  };
  return {
    name: 'ironsite:lucide-icons',
    apply: 'build',
    async transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !code.includes('lucide-react')) return null;
      // The ES build's barrel on both sides (the server's conditions would pick the CommonJS one).
      icons ??= this.resolve('lucide-react/dist/esm/lucide-react.mjs', id).then((barrel) => {
        iconDir = fileURLToPath(new URL('icons/', `file://${barrel!.id}`));
        return barrelIcons(readFileSync(barrel!.id, 'utf8'));
      });
      return inlineIcons(code, await icons, icon);
    },
  };
}
