import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import HTMLElementConfig from 'happy-dom/lib/config/HTMLElementConfig.js';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearSession } from '#app/lib/session';
import { server } from './server';

// The component project's setup (vitest.config.ts), after tests/support/fail-on-console.ts: the
// DOM matchers (toBeVisible, toHaveTextContent…), the MSW server with no request unanswered, and
// a clean page, API and session for every test.

// <search>, the search landmark the admin's Enter-to-search form sits in, is an element to browsers
// but not yet to happy-dom, where React would call it unrecognised: known here as a plain element.
HTMLElementConfig.search ??= { ...HTMLElementConfig.section };

// findBy… and waitFor wait up to 5 s (not 1 s): a search settles after 300 ms, and CI shares two
// cores with the browser suite.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearSession();
  localStorage.clear();
});
afterAll(() => server.close());
