// The first admin's setup code the e2e server is started with (playwright.config.ts sets
// SETUP_CODE), so specs can register the bootstrap admin. Its own module: the config imports it.
export const E2E_SETUP_CODE = 'e2e-setup-code-4d1f9a';
