// The e2e servers (playwright.config.ts starts them; decision 045). The public specs share the
// first; each of the back office's two workers has one of its own, so a spec that reads whole
// lists or switches a site-wide setting (two-factor required) never meets another spec's changes
// made at the same moment. Its own module: the config imports it.

import { E2E_SETUP_CODE } from './setup-code';

/** The first server's port (E2E_PORT, 4173 by default); the second listens on the next one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** How many servers, and so how many back-office workers. */
export const E2E_SERVERS = 2;

export const serverURL = (index: number) => `http://127.0.0.1:${E2E_PORT + index}`;

/**
 * The port of a spec's own server (support/own-server.ts), after the shared ones: `slot` 0 is
 * auth.spec.ts's, 1 and 2 quotation.spec.ts's server and its test SMTP server.
 */
export const ownPort = (slot: number) => E2E_PORT + E2E_SERVERS + slot;

/**
 * Node's flags for every e2e server, the shared ones and a spec's own (support/serve.mjs reads them
 * from E2E_NODE_FLAGS). `--liftoff-only`: the embedded database's WebAssembly stays on V8's baseline
 * compiler. A server here lives a few minutes, and V8's optimising tier spent more CPU compiling
 * the database's hot functions during its start than they saved it: 4 Dec, a start with the demo
 * content 5.2–5.4 → 3.6–4.1 s of CPU, one without it 4.1 → 3.0 s, and 300 page and API requests
 * after it 1.8 → 1.7 s. A production server, which lives for weeks, keeps V8's default.
 */
export const E2E_NODE_FLAGS = ['--liftoff-only'];

/** What every e2e server is started with, the shared ones and a spec's own. */
export const E2E_SERVER_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  SEED_DEMO: 'true',
  // Many submissions from one browser in one run; the limits themselves are API-tested.
  RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  RATE_LIMIT_SHEETS_PER_MINUTE: '1000',
  RATE_LIMIT_STAFF_PDFS_PER_MINUTE: '1000',
  // A known first-admin setup code instead of a random one, for the specs that register it.
  SETUP_CODE: E2E_SETUP_CODE,
  // Mail on, to a port nothing listens on: replies from the inbox are queued and stay Waiting
  // in the outbox (lead-clock.spec.ts); no spec waits for a mail to be sent.
  SMTP_URL: 'smtp://127.0.0.1:9',
  // The scheduler every 2 s instead of 30: scheduled-publishing.spec.ts waits for it to publish.
  PUBLISHING_EVERY_MS: '2000',
};

const answered = new Set<string>();

/**
 * Returns once the server at `url` answers /api/ready (support/serve.mjs starts the back office's
 * second server only after the first is ready, so it may still be starting when a back-office
 * worker begins). Asked once per worker and server; a server that never answers fails the test.
 */
export async function untilReady(url: string, timeoutMs = 120_000): Promise<void> {
  if (answered.has(url)) return;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the e2e server at ${url} did not start in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  answered.add(url);
}
