import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorBody } from '#app/test/api';
import { server } from '#app/test/server';
import { loginResponseSchema } from '#common/schemas/auth';
import Login from './login';

// The login screen's two-factor step (docs/decisions/015). The server's answers are those of
// server/services/auth/mfa-challenge.ts, as tests/api/auth-mfa-sign-in.test.ts pins them: a wrong
// code is 401 "The code is not valid.", and once five wrong codes have killed the sign-in every
// further code is 401 "The sign-in has expired. Please sign in again.".

const INVALID = 'The code is not valid.';
const EXPIRED = 'The sign-in has expired. Please sign in again.';
const MAX_ATTEMPTS = 5;
const email = 'two.factor@example.com';

function openLogin() {
  const codes: unknown[] = [];
  server.use(
    http.post('/api/login', () =>
      HttpResponse.json(loginResponseSchema.parse({ mfa_required: true, mfa_token: 'challenge-token' })),
    ),
    http.post('/api/login/mfa', async ({ request }) => {
      codes.push(await request.json());
      const message = codes.length <= MAX_ATTEMPTS ? INVALID : EXPIRED;
      return HttpResponse.json(errorBody(message), { status: 401 });
    }),
  );
  const Stub = createRoutesStub([
    {
      path: '/login',
      Component: Login,
      // What loadAuthPage gives once an admin exists; nothing shows while it loads.
      loader: () => ({ origin: 'http://localhost', noAdminYet: false }),
      HydrateFallback: () => null,
    },
  ]);
  const user = userEvent.setup();
  render(<Stub initialEntries={['/login']} />);
  return { user, codes };
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeInTheDocument();
}

async function submitCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = screen.getByLabelText(/^Two-factor code/);
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('the login screen’s two-factor step', () => {
  it('returns to the password step, with the server’s message, after too many wrong codes', async () => {
    const { user, codes } = openLogin();
    await passwordStep(user);
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await submitCode(user, '000000');
      expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
      expect(codes).toHaveLength(i);
      // Still the code step: a wrong code alone does not end the sign-in.
      expect(screen.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeInTheDocument();
    }
    await submitCode(user, '000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED);
    // The address stays; the password is asked for again.
    expect(screen.getByLabelText(/^Email/)).toHaveValue(email);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(codes).toEqual(
      Array.from({ length: MAX_ATTEMPTS + 1 }, () => ({ mfa_token: 'challenge-token', code: '000000' })),
    );
  });

  it('goes back to the password step on purpose, keeping the address', async () => {
    const { user } = openLogin();
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue(email);
  });
});
