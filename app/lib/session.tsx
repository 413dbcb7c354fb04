import { useSyncExternalStore } from 'react';
import { isStaff } from '#common/permissions';
import type { LoginResponse, RegisterInput, User } from '#common/schemas/auth';
import { STORAGE_KEYS } from '#common/site-constants';
import { api } from './api';

// The browser session of docs/product.md §8: token and user in localStorage (keys token and user), restored at
// start when both exist. One module-level store shared by every component through
// useSyncExternalStore — no provider to forget, and the server render always sees "loading" (it
// cannot read localStorage), which the first browser render then resolves.

export interface SessionState {
  user: User | null;
  token: string | null;
  /** True until the stored session has been checked (always true during server rendering). */
  loading: boolean;
}

interface AuthResponse {
  user: User;
  token: string;
}

const SERVER_STATE: SessionState = { user: null, token: null, loading: true };
let state: SessionState | null = null;
const listeners = new Set<() => void>();

function readStored(): SessionState {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    const user = raw ? (JSON.parse(raw) as User) : null;
    if (token && user?.id && user.role) return { user, token, loading: false };
  } catch {
    // Unreadable storage or a corrupt user: treated as signed out.
  }
  return { user: null, token: null, loading: false };
}

function getSnapshot(): SessionState {
  state ??= readStored();
  return state;
}

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user)
      set(readStored());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores a successful login or registration. */
export function saveSession({ user, token }: AuthResponse) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  set({ user, token, loading: false });
}

/** Forgets the session locally (logout, or a 401 on a protected page). */
export function clearSession() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  set({ user: null, token: null, loading: false });
}

/**
 * POST /api/login; the caller decides whether the user may proceed before saving it. An account
 * with two-factor sign-in answers with a challenge instead, finished by requestLoginMfa.
 */
export const requestLogin = (email: string, password: string) =>
  api<LoginResponse>('/login', { body: { email, password } });

/** POST /api/login/mfa: the second step, a code from the app or a recovery code. */
export const requestLoginMfa = (mfaToken: string, code: string) =>
  api<AuthResponse>('/login/mfa', { body: { mfa_token: mfaToken, code } });

/** POST /api/register; the role is a request, the server decides. */
export const requestRegister = (input: RegisterInput) => api<AuthResponse>('/register', { body: input });

/** Revokes a token that is not (or no longer) the stored one; failures are only logged. */
export async function revokeToken(token: string) {
  try {
    await fetch('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    console.warn('Logout failed', error);
  }
}

/** docs/product.md §8: logout clears the stored session even when the server call fails. */
export async function logout() {
  const token = getSnapshot().token;
  clearSession();
  if (token) await revokeToken(token);
}

export function useSession() {
  const session = useSyncExternalStore(subscribe, getSnapshot, () => SERVER_STATE);
  // Every staff role may open the back office (docs/product.md §23); a site `user` may not.
  return { ...session, isStaff: isStaff(session.user?.role) };
}
