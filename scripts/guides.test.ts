import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The recipes in docs/guides/ and the current docs name real files: a recipe whose file was moved
// or renamed, or whose list of files grew past what the change should cost, fails here.

const root = join(import.meta.dirname, '..');
const GUIDES = join(root, 'docs/guides');

/** The most files each recipe may ask a newcomer to touch by hand. */
const LIMITS: Record<string, number> = {
  'add-a-field.md': 3,
  'add-an-admin-section.md': 6,
  'add-a-contact-form-kind.md': 3,
  'change-the-default-order.md': 2,
  'add-a-setting.md': 2,
};

/** Backticked tokens that look like repository paths (a folder, a file name with an extension). */
function pathsIn(text: string): string[] {
  return [...text.matchAll(/`([A-Za-z0-9_.#<>-]+(?:\/[A-Za-z0-9_.<>*-]+)+\/?)`/g)]
    .map((m) => m[1])
    .filter((p) => /\.[a-z]{2,4}$/.test(p) || p.endsWith('/'));
}

/** Made at run time, not kept in the repository. */
const MADE = /^(build|DATA_DIR|<BUILD_DIR>)\//;

/** Files a recipe's worked example creates (docs/guides/examples/*.patch; scripts/guides-examples.mjs runs them). */
const EXAMPLES = join(GUIDES, 'examples');
const CREATED = new Set(
  readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.patch'))
    .flatMap((f) => [
      ...readFileSync(join(EXAMPLES, f), 'utf8').matchAll(/^--- \/dev\/null\n\+\+\+ b\/(.+)$/gm),
    ])
    .map((m) => m[1]),
);

/**
 * A path with a `<placeholder>` or `*` names files to create or a set: its folder must exist.
 * Paths inside the server may be written from server/ ("plugins/rate-limit.ts").
 */
function exists(path: string): boolean {
  if (MADE.test(path) || CREATED.has(path)) return true;
  const target = path.startsWith('#common/') ? `${path.replace('#common/', 'common/')}.ts` : path;
  const file = /[<*]/.test(target) ? dirname(target) : target;
  return existsSync(join(root, file)) || existsSync(join(root, 'server', file));
}

function filesToTouch(text: string): string[] {
  const section = text.split(/^## Files to touch$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\d+\. (.*)$/gm)].map((m) => m[1]);
}

describe('docs/guides', () => {
  it('has a recipe for each change it promises, and no other', () => {
    expect(
      readdirSync(GUIDES)
        .filter((f) => f.endsWith('.md') && f !== 'README.md')
        .sort(),
    ).toEqual(Object.keys(LIMITS).sort());
  });

  for (const [file, limit] of Object.entries(LIMITS)) {
    it(`${file} lists at most ${limit} files to touch, each a real place`, () => {
      const items = filesToTouch(readFileSync(join(GUIDES, file), 'utf8'));
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(limit);
      for (const item of items) expect(pathsIn(item), `${file}: each item names its file`).not.toEqual([]);
    });

    // The worked example is the change made for real: its files, tests aside (the migration is
    // generated, so no patch carries one), are what a newcomer edits by hand.
    it(`${file}'s worked example edits at most ${limit} files besides its tests`, () => {
      const patch = readFileSync(join(EXAMPLES, file.replace(/\.md$/, '.patch')), 'utf8');
      const edited = [...patch.matchAll(/^diff --git a\/(\S+) b\//gm)]
        .map((m) => m[1])
        .filter((path) => !path.startsWith('tests/') && !/\.test\.tsx?$/.test(path));
      expect(edited.length, edited.join(', ')).toBeLessThanOrEqual(limit);
    });
  }
});

describe('names in the docs match the files', () => {
  const docs = [
    'README.md',
    'docs/architecture.md',
    'docs/performance.md',
    ...readdirSync(GUIDES)
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/guides/${f}`),
    // How-tos for the back office's staff: no recipe, no patch, but no stale names either.
    ...readdirSync(join(GUIDES, 'staff'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/guides/staff/${f}`),
  ];
  for (const doc of docs) {
    it(`${doc} names only files that exist`, () => {
      const missing = pathsIn(readFileSync(join(root, doc), 'utf8')).filter((p) => !exists(p));
      expect(missing).toEqual([]);
    });
  }
});

// docs/performance.md holds the current targets and figures; history belongs in the decisions.
it('docs/performance.md stays within 250 lines', () => {
  expect(readFileSync(join(root, 'docs/performance.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(250);
});
