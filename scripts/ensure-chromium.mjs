// `npm test` runs this first: the browser tests need a Chromium (never a downloaded browser build),
// and finding out after minutes of lint, typecheck and API tests wastes a newcomer's time. It finds
// the one Playwright will start (`CHROME_PATH`, else Debian's headless build of Chromium, else
// /usr/bin/chromium; decision 043); when the headless build is missing it installs it if it can
// (root with apt-get, as on CI), otherwise it uses /usr/bin/chromium, and with neither it stops at
// once with one line saying what to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Debian's package chromium-headless-shell: the same Chromium without its window machinery. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const PACKAGE = 'chromium-headless-shell';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function aptInstall() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return (
    spawnSync('apt-get', ['install', '-y', '-qq', PACKAGE], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    }).status === 0
  );
}

/** The browser Playwright starts (playwright.config.ts): CHROME_PATH, else the headless build, else chromium. */
export function chromiumPath(env = process.env, canRun = isExecutable) {
  const chromePath = env.CHROME_PATH?.trim();
  if (chromePath) return chromePath;
  return canRun(HEADLESS_SHELL) ? HEADLESS_SHELL : DEFAULT_CHROMIUM;
}

const defaults = {
  env: process.env,
  isExecutable,
  isRoot: () => typeof process.getuid === 'function' && process.getuid() === 0,
  hasAptGet,
  install: aptInstall,
  log: (line) => console.log(line),
  fail: (line) => console.error(line),
};

/** Finds (or installs) the Chromium the browser tests use; returns its path, or null after saying what to run. */
export function ensureChromium(deps = {}) {
  const { env, isExecutable: canRun, isRoot, hasAptGet: apt, install, log, fail } = { ...defaults, ...deps };
  const chromePath = env.CHROME_PATH?.trim();
  if (chromePath) {
    if (canRun(chromePath)) return chromePath;
    fail(`npm test: CHROME_PATH=${chromePath} is not an executable Chromium; point it at one or unset it.`);
    return null;
  }
  if (canRun(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (isRoot() && apt()) {
    log(`npm test: no ${HEADLESS_SHELL}; installing Debian's ${PACKAGE} (apt-get install ${PACKAGE})…`);
    if (install() && canRun(HEADLESS_SHELL)) {
      log(`npm test: installed ${HEADLESS_SHELL}.`);
      return HEADLESS_SHELL;
    }
    if (canRun(DEFAULT_CHROMIUM)) {
      log(`npm test: installing ${PACKAGE} failed; using ${DEFAULT_CHROMIUM}.`);
      return DEFAULT_CHROMIUM;
    }
    fail(
      `npm test: installing ${PACKAGE} failed; run "apt-get update && apt-get install -y ${PACKAGE}" and try again.`,
    );
    return null;
  }
  if (canRun(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
  fail(
    `npm test needs Chromium for the browser tests: run "sudo apt-get install -y ${PACKAGE}" (Debian; or chromium) or set CHROME_PATH to a Chromium binary.`,
  );
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!ensureChromium()) process.exit(1);
}
