import { defineConfig, devices } from '@playwright/test';
import { E2E_SETUP_CODE } from './tests/e2e/support/setup-code';

// Browser tests against the production build (npm run build first), in the system Chromium —
// never a downloaded browser. The server starts on a fresh DATA_DIR with the demo content.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const DATA_DIR = `test-results/e2e-data-${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The public site first: auth.spec.ts registers the bootstrap admin through the browser, which
  // must happen before the admin specs (tests/e2e/admin) sign in as that account.
  projects: [
    { name: 'site', testIgnore: /admin\//, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'admin',
      testMatch: /admin\/.*\.spec\.ts$/,
      dependencies: ['site'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node ${BUILD_DIR}/server/main.js`,
    url: `http://127.0.0.1:${PORT}/api/ready`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      // Many submissions from one browser in one run; the limits themselves are API-tested.
      RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
      RATE_LIMIT_SHEETS_PER_MINUTE: '1000',
      // A known first-admin setup code instead of a random one, for the specs that register it.
      SETUP_CODE: E2E_SETUP_CODE,
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
