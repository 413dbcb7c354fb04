import { setupServer } from 'msw/node';
import { onTestFinished } from 'vitest';

/**
 * The API as component tests see it: MSW answers `fetch` in the test process. Each test adds the
 * answers it needs (`server.use`, or the helpers in ./api.ts); a request nobody answers fails the
 * test, and the answers are reset after each test (./setup.ts).
 */
export const server = setupServer();

/**
 * Every request the test makes from now on, as "GET /api/admin/uploads/target", to prove what a
 * screen never asks for (a viewer's writes, a route the role may not read); it stops listening
 * when the test ends.
 */
export function requestsAsked(): string[] {
  const asked: string[] = [];
  const log = ({ request }: { request: Request }) =>
    void asked.push(`${request.method} ${new URL(request.url).pathname}`);
  server.events.on('request:start', log);
  onTestFinished(() => void server.events.removeListener('request:start', log));
  return asked;
}
