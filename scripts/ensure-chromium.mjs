// `npm test` runs this first: the browser tests need a Chromium (never a downloaded browser build),
// and finding out after minutes of lint, typecheck and API tests wastes a newcomer's time. It finds
// the one Playwright will start (`CHROME_PATH`, else /usr/bin/chromium); when there is none it
// installs Debian's `chromium` if it can (root with apt-get, as `.ci/run` does), otherwise it stops
// at once with one line saying what to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

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

function aptInstallChromium() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return (
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    }).status === 0
  );
}

const defaults = {
  env: process.env,
  isExecutable,
  isRoot: () => typeof process.getuid === 'function' && process.getuid() === 0,
  hasAptGet,
  install: aptInstallChromium,
  log: (line) => console.log(line),
  fail: (line) => console.error(line),
};

/** Finds (or installs) the Chromium the browser tests use; returns its path, or null after saying what to run. */
export function ensureChromium(deps = {}) {
  const { env, isExecutable: canRun, isRoot, hasAptGet: apt, install, log, fail } = { ...defaults, ...deps };
  const chromePath = env.CHROME_PATH?.trim();
  if (chromePath) {
    if (canRun(chromePath)) return chromePath;
    fail(
      `npm test: CHROME_PATH=${chromePath} is not an executable Chromium; point it at one or unset it to use ${DEFAULT_CHROMIUM}.`,
    );
    return null;
  }
  if (canRun(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
  if (isRoot() && apt()) {
    log(
      `npm test: no Chromium at ${DEFAULT_CHROMIUM}; installing Debian's chromium (apt-get install chromium)…`,
    );
    if (install() && canRun(DEFAULT_CHROMIUM)) {
      log(`npm test: installed ${DEFAULT_CHROMIUM}.`);
      return DEFAULT_CHROMIUM;
    }
    fail(
      `npm test: installing chromium failed; run "apt-get update && apt-get install -y chromium" and try again.`,
    );
    return null;
  }
  fail(
    `npm test needs Chromium for the browser tests: run "sudo apt-get install -y chromium" (Debian/Ubuntu) or set CHROME_PATH to a Chromium binary.`,
  );
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!ensureChromium()) process.exit(1);
}
