// The e2e servers (playwright.config.ts starts them; decision 045). The public specs share the
// first; each of the back office's two workers has one of its own, so a spec that reads whole
// lists or switches a site-wide setting (two-factor required) never meets another spec's changes
// made at the same moment. Its own module: the config imports it.

/** The first server's port (E2E_PORT, 4173 by default); the second listens on the next one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** How many servers, and so how many back-office workers. */
export const E2E_SERVERS = 2;

export const serverURL = (index: number) => `http://127.0.0.1:${E2E_PORT + index}`;

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
