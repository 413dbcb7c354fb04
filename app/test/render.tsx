import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { createAdminQueryClient } from '#app/components/admin/query-client';
import { clearSession, saveSession } from '#app/lib/session';
import type { StaffRole } from '#common/permissions';
import { locationProbe } from './location-probe';
import { signedInUser } from './records';

// Renders a back-office screen the way the admin layout does (app/routes/admin/layout.tsx): the
// admin query client (its 401 ending the session kept, its retries off so a failure shows at
// once), a router at the screen's address, and a signed-in staff member in the session store the
// back office reads (app/lib/session.tsx).

export interface ScreenOptions {
  /** The address the screen opens at, e.g. '/admin/brands' or '/admin/inquiries?page=2'. */
  url?: string;
  /** The route's path when it has parameters (e.g. '/admin/inquiries/:id'); default: the url's path. */
  path?: string;
  /** Who is signed in: a staff role, or null for nobody. */
  role?: StaffRole | null;
}

/** Signs a staff member of `role` in, as a login would (token and user in the session store). */
function signIn(role: StaffRole, id = 1) {
  const user = signedInUser(id, role);
  saveSession({ user, token: `test-token-${role}` });
  return user;
}

/** The admin query client without retries: a failure shows on the first answer. */
function testQueryClient() {
  const client = createAdminQueryClient(clearSession);
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

export function renderScreen(Screen: ComponentType, { url = '/', path, role = 'admin' }: ScreenOptions = {}) {
  const me = role ? signIn(role) : null;
  const client = testQueryClient();
  const user = userEvent.setup();
  const probe = locationProbe('screen');
  const Stub = createRoutesStub([
    {
      Component: probe.Frame,
      children: [
        { path: path ?? new URL(url, 'http://localhost').pathname, Component: Screen },
        // Any other address (a link to another section) opens an empty page: location() tells where.
        { path: '*', Component: () => null },
      ],
    },
  ]);
  const view = render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    /** user-event, set up before the render as Testing Library advises. */
    user,
    client,
    /** The signed-in staff member. */
    me,
    /** Where the router is now (path and query), for screens that keep their state in the address. */
    location: probe.location,
  };
}
