import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/ensure-chromium.mjs';
import {
  E2E_NODE_FLAGS,
  E2E_PORT,
  E2E_SERVER_ENV,
  E2E_SERVERS,
  serverURL,
} from './tests/e2e/support/servers';

// Browser tests against the production build (npm run build first), in the system's Chromium —
// never a downloaded browser. Each server starts on a fresh DATA_DIR with the demo content.
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

// Decision 043: CHROME_PATH, else Debian's headless build of the same Chromium (package
// chromium-headless-shell, which `npm test` installs when it can), else /usr/bin/chromium.
const CHROME = chromiumPath();

// When the suite runs in /usr/bin/chromium (decision 040): its headless mode is the whole browser
// without a screen, and since Chromium 14x every window it opens (one per test) also loads the
// address bar's suggestion list as a web page of its own (chrome://omnibox-popup.top-chrome) in a
// renderer that stays busy, 38 % of the CPU a one-page test cost. No test uses the address bar. The
// features Playwright itself turns off are listed again because Chromium may honour only one
// --disable-features switch (Playwright's, in playwright-core's chromiumSwitches, comes first).
const DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades'],
  ...['HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding'],
  ...['ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'OptimizationHints'],
  ...['NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'],
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${E2E_PORT}`,
  fullyParallel: false,
  // Two browsers at once (two cores; each file still runs its tests in order). The public specs
  // share the first server: they read the demo content and each makes its own leads. Each of the
  // back office's two workers has a server of its own (decision 045; tests/e2e/fixtures.ts picks
  // it): several of its specs read whole lists (counts, "Showing 1 to 7 of 7") or change site-wide
  // settings (two-factor required) that a spec running beside them would change under them.
  workers: E2E_SERVERS,
  // Decision 043: recording a trace of every test cost a fifth of the suite's CPU, so a test that
  // fails is run once more, recorded, and the run says "flaky" when the second try passes.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: serverURL(0),
    trace: 'on-first-retry',
    // Decision 080: a worker's tests share one browser context, which Playwright resets between
    // them (cookies, cache, local and session storage, routes, init scripts, other pages,
    // viewport). A new context per test, with its page and renderer, was a sixth of the suite's
    // CPU. A spec whose context options differ (a time zone, JavaScript off) still gets its own.
    reuseContext: true,
    launchOptions: {
      executablePath: CHROME,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The headless build hints glyphs to whole pixels unless told not to, so a line of text is a
        // fraction of a pixel narrower than in Chrome and can wrap elsewhere; this makes it set type
        // as Chromium with a screen does (first-paint.spec.ts compares line breaks). No effect there.
        '--font-render-hinting=none',
        // Decision 081: without site isolation the reset's stop on about:blank keeps the worker's
        // renderer process, instead of a new one (and every script compiled again) for each test.
        '--disable-site-isolation-trials',
        // Decision 083: the pages' scripts stay on V8's interpreter and baseline compiler. A test
        // page lives seconds; Maglev and TurboFan compiled its hot functions on the renderer's
        // threads for more CPU than the compiled code saved it (a tenth of the suite's CPU).
        '--js-flags=--no-opt,--no-maglev',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  // The public site first, then the back office: the public specs make leads and read the demo on
  // the first server, which the back office's first worker then has to itself (lists it counts,
  // site-wide settings it switches). auth.spec.ts registers a first admin on a server of its own.
  projects: [
    { name: 'site', testIgnore: /admin\//, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'admin',
      testMatch: /admin\/.*\.spec\.ts$/,
      dependencies: ['site'],
      workers: E2E_SERVERS,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  // One process starts every server (tests/e2e/support/serve.mjs): the tests begin once the first
  // is ready, and the back office's second starts while the public specs run on the first.
  webServer: {
    command: `node tests/e2e/support/serve.mjs`,
    wait: { stdout: /e2e first server ready/ },
    env: {
      E2E_PORT: String(E2E_PORT),
      E2E_SERVERS: String(E2E_SERVERS),
      E2E_NODE_FLAGS: E2E_NODE_FLAGS.join(' '),
      BUILD_DIR,
      ...E2E_SERVER_ENV,
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
