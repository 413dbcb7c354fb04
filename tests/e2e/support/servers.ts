// The e2e servers (playwright.config.ts starts them; decision 045). The public specs share the
// first; each of the back office's two workers has one of its own, so a spec that reads whole
// lists or switches a site-wide setting (two-factor required) never meets another spec's changes
// made at the same moment. Its own module: the config imports it.

/** The first server's port (E2E_PORT, 4173 by default); the second listens on the next one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** How many servers, and so how many back-office workers. */
export const E2E_SERVERS = 2;

export const serverURL = (index: number) => `http://127.0.0.1:${E2E_PORT + index}`;
