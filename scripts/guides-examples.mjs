#!/usr/bin/env node
// `npm run test:guides`: the recipes in docs/guides/ run like code (STYLE rule 27). Each guide's
// worked example, docs/guides/examples/<guide>.patch, is applied — all of them together, so they
// must not collide — to a scratch copy of the tree; the generated migration is made as the recipes
// say (`npm run db:generate`), so no patch carries one; then one typecheck, and the tests each guide
// names on its line "Proven by: `path`, `path`". Any step failing fails the run.
// KEEP_GUIDES_SCRATCH=1 keeps the copy for a look after a failure; GUIDES_ONLY=add-a-setting,… runs
// only those recipes while one is being written (npm test runs them all). Arguments after `--` go
// to vitest (e.g. `-- --hookTimeout=300000` on a loaded machine).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const GUIDES = 'docs/guides';
const EXAMPLES = `${GUIDES}/examples`;

function run(step, command, args, cwd) {
  console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) fail(`${step} failed`);
}

let scratch = '';
function fail(message) {
  console.error(`\ntest:guides: ${message}${scratch ? ` (scratch copy: ${scratch})` : ''}`);
  if (scratch && !process.env.KEEP_GUIDES_SCRATCH) rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
}

/** The guides' names and the tests each names on its "Proven by:" line. */
function provenBy(dir) {
  const guides = readdirSync(join(dir, GUIDES)).filter((f) => f.endsWith('.md') && f !== 'README.md');
  return guides.map((file) => {
    const line = readFileSync(join(dir, GUIDES, file), 'utf8').match(/^Proven by: (.+)$/m)?.[1] ?? '';
    return { name: file.replace(/\.md$/, ''), tests: [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]) };
  });
}

// Every guide has its example and names its tests; every example belongs to a guide.
const only = process.env.GUIDES_ONLY?.split(',').filter(Boolean);
const chosen = (name) => !only || only.includes(name);
const guides = provenBy(root).filter((g) => chosen(g.name));
const patches = readdirSync(join(root, EXAMPLES)).filter(
  (f) => f.endsWith('.patch') && chosen(f.replace(/\.patch$/, '')),
);
for (const guide of guides) {
  if (!patches.includes(`${guide.name}.patch`))
    fail(`${GUIDES}/${guide.name}.md has no ${EXAMPLES}/${guide.name}.patch`);
  if (guide.tests.length === 0) fail(`${GUIDES}/${guide.name}.md has no line "Proven by: \`test file\`"`);
}
for (const patch of patches) {
  if (!guides.some((g) => `${g.name}.patch` === patch)) fail(`${EXAMPLES}/${patch} belongs to no guide`);
}

// The tree as a fresh clone has it (tracked files and new ones not ignored, as they are on disk),
// with the installed node_modules.
scratch = mkdtempSync(join(tmpdir(), 'ironsite-guides-'));
const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
});
if (listed.status !== 0) fail('git ls-files failed');
for (const file of listed.stdout.split('\0').filter(Boolean)) {
  const from = join(root, file);
  if (!existsSync(from)) continue; // deleted in the working tree
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  cpSync(from, join(scratch, file), { verbatimSymlinks: true });
}
symlinkSync(realpathSync(join(root, 'node_modules')), join(scratch, 'node_modules'));
console.log(`test:guides: scratch copy in ${scratch}`);

// Its own repository, so `git apply` takes the patches' paths from its root.
run('git init', 'git', ['init', '-q'], scratch);
const patchFiles = patches.map((p) => `${EXAMPLES}/${p}`);
run('apply the examples', 'git', ['apply', '--whitespace=error-all', ...patchFiles], scratch);
run(
  'generated migration',
  process.execPath,
  ['node_modules/drizzle-kit/bin.cjs', 'generate', '--name', 'guides_examples'],
  scratch,
);
run('typegen', process.execPath, ['node_modules/@react-router/dev/bin.js', 'typegen'], scratch);
run('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit'], scratch);
const tests = [...new Set(guides.flatMap((g) => g.tests))];
for (const test of tests)
  if (!existsSync(join(scratch, test))) fail(`${test}, named by a guide, does not exist after the patches`);
const vitestArgs = process.argv.slice(2).filter((a) => a !== '--');
// One vitest run per project: projects with different worker settings cannot share a run.
for (const project of ['unit', 'component', 'api'])
  run(
    `the guides\u2019 ${project} tests`,
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      project,
      '--passWithNoTests',
      ...tests,
      ...vitestArgs,
    ],
    scratch,
  );

if (!process.env.KEEP_GUIDES_SCRATCH) rmSync(scratch, { recursive: true, force: true });
console.log(
  `\ntest:guides: ${patches.length} examples applied together, typechecked, ${tests.length} test files passed.`,
);
