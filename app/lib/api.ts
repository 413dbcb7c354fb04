import { API_TIMEOUT_MS, STORAGE_KEYS } from '#common/site-constants';

// Browser client for the REST API (docs/product.md §13): JSON, 10 s timeout, bearer token when one is stored.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A form (a file) goes as multipart, its boundary set by fetch; anything else as JSON.
  const form = typeof FormData !== 'undefined' && init.body instanceof FormData;
  if (init.body !== undefined && !form) headers['content-type'] = 'application/json';
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(init.timeoutMs ?? API_TIMEOUT_MS);
  const res = await fetch(`/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
    signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
  });
  const data = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (!res.ok)
    throw new ApiError(res.status, data?.message ?? `Request failed (${res.status})`, data?.errors);
  return data as T;
}
