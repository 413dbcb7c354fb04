import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lucideIcon } from '../app/components/ui/lucide-icon';
import { barrelIcons, iconData, inlineIcons } from './vite-lucide-icons';

const require = createRequire(import.meta.url);
const barrelPath = require.resolve('lucide-react/dist/esm/lucide-react.mjs');
const icons = barrelIcons(readFileSync(barrelPath, 'utf8'));
const icon = (file: string) => iconData(readFileSync(join(barrelPath, '..', 'icons', `${file}.mjs`), 'utf8'));

/** Every icon name the site imports from lucide-react. */
function importedIcons(dir = 'app'): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const code = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g))
      for (const specifier of list.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0];
        if (icons.has(name)) names.add(name);
      }
  }
  return names;
}

const PROPS = [
  {},
  { className: 'h-4 w-4', 'aria-hidden': 'true' },
  { className: 'h-5 w-5 shrink-0  text-brand h-5' },
  { 'aria-label': 'Close', role: 'img' },
  { className: 'x', strokeWidth: 1.5, 'data-testid': 'icon' },
];

const ours = (file: string) => {
  const data = icon(file);
  return lucideIcon(data.name, data.node, data.aliases) as ComponentType<object>;
};
const original = async (file: string) =>
  (await import(`lucide-react/icons/${file}`)).default as ComponentType<object>;

describe('the site’s lucide icons', () => {
  const used = importedIcons();

  it('finds the icons the site imports', () => {
    expect(used.size).toBeGreaterThan(30);
    expect(used.has('ChevronDown')).toBe(true);
  });

  it('write the same markup as lucide-react’s, for every icon the site imports', async () => {
    for (const name of used) {
      const file = icons.get(name)!;
      const [mine, theirs] = [ours(file), await original(file)];
      for (const props of PROPS)
        expect(renderToStaticMarkup(createElement(mine, props)), `${name} ${JSON.stringify(props)}`).toBe(
          renderToStaticMarkup(createElement(theirs, props)),
        );
    }
  });

  it('keep a title given as a child, as lucide-react does', async () => {
    const child = createElement('title', null, 'Close');
    expect(renderToStaticMarkup(createElement(ours('x'), null, child))).toBe(
      renderToStaticMarkup(createElement(await original('x'), null, child)),
    );
  });

  it('leave React’s keys out of the icon data, and aliases in', () => {
    const data = icon('circle-check');
    expect(data.node.every(([, attributes]) => !('key' in attributes))).toBe(true);
    expect(data.aliases).toEqual(['check-circle-2']);
  });

  it('become constants of the importing module; other names stay on the barrel', () => {
    const code = `import { Send, X as Close, createLucideIcon } from 'lucide-react';\nuse(Send, Close);`;
    const out = inlineIcons(code, icons, icon);
    expect(out).toMatch(
      /^import \{ lucideIcon as __lucideIcon \} from ".*\/app\/components\/ui\/lucide-icon\.ts";/,
    );
    expect(out).toContain('import { createLucideIcon } from "lucide-react";');
    expect(out).toContain('const Send = /* @__PURE__ */ __lucideIcon("send", [["path",');
    expect(out).toContain('const Close = /* @__PURE__ */ __lucideIcon("x", [["path",');
    expect(out).toContain('\nuse(Send, Close);');
    expect(inlineIcons(`import { Foo } from 'lucide-react';`, icons, icon)).toBe(
      `import { Foo } from 'lucide-react';`,
    );
  });
});
