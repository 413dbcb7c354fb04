import { setupServer } from 'msw/node';

/**
 * The API as component tests see it: MSW answers `fetch` in the test process. Each test adds the
 * answers it needs (`server.use`, or the helpers in ./api.ts); a request nobody answers fails the
 * test, and the answers are reset after each test (./setup.ts).
 */
export const server = setupServer();
