import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '#app/lib/api';
import type { Paginated } from '#common/schemas/pagination';

// Data access for every admin section: one query key space under ['admin', resource, …] so a save
// anywhere refreshes every admin list and the dashboard counts (the "global refresh" of docs/product.md §4).

export interface ListParams {
  page: number;
  per_page: number;
  search?: string;
}

function query(params: Record<string, string | number | undefined>) {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') qs.set(key, String(value));
  const text = qs.toString();
  return text ? `?${text}` : '';
}

/**
 * A paginated admin list: GET /api/admin/{resource}?page&per_page&search, previous page kept while
 * the next loads. `read` unwraps a body that holds the page inside an envelope.
 */
export function useAdminList<T>(
  resource: string,
  params: ListParams,
  read: (body: unknown) => Paginated<T> = (body) => body as Paginated<T>,
) {
  return useQuery({
    queryKey: ['admin', resource, 'list', params],
    queryFn: async ({ signal }) =>
      read(await api<unknown>(`/admin/${resource}${query({ ...params })}`, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** Any other admin read, keyed under ['admin', …key]. */
export function useAdminQuery<T>(key: unknown[], path: string, enabled = true) {
  return useQuery({
    queryKey: ['admin', ...key],
    queryFn: ({ signal }) => api<T>(path, { signal }),
    enabled,
  });
}

/**
 * A write (POST/PUT/PATCH/DELETE). On success every admin query is marked stale, so lists, counts and
 * pickers refetch; public pages read the database on their next request.
 */
export function useAdminMutation<TBody = unknown, TResult = unknown>(
  request: (body: TBody) => { path: string; method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => {
      const { path, method, body: payload } = request(body);
      return api<TResult>(path, { method, body: payload });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The server's message for a failure, or `fallback` when there is none to show. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && !error.message.startsWith('Request failed'))
    return error.message;
  if (error instanceof Error && error.name === 'TimeoutError')
    return `${fallback} (the server did not answer in time)`;
  return fallback;
}

/** "Failed to delete brand: <the server's reason>", or just `prefix` when there is no reason to add. */
export function failureText(error: unknown, prefix: string): string {
  const reason = errorMessage(error, '');
  return reason ? `${prefix}: ${reason.replace(/^ \((.*)\)$/, '$1')}` : prefix;
}

/** Field errors of a 422 answer, first message per field, for react-hook-form's setError. */
/**
 * Sets the server's messages for the form's own `names` under their fields; false when it refused
 * none of them, so the caller says the failure instead.
 */
export function showFieldMessages<N extends string>(
  form: { setError: (name: N, error: { message: string }) => void },
  error: unknown,
  names: readonly N[],
): boolean {
  const fields = fieldErrors(error);
  const refused = names.filter((name) => fields[name]);
  for (const name of refused) form.setError(name, { message: fields[name] });
  return refused.length > 0;
}

export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  return Object.fromEntries(
    Object.entries(error.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']),
  );
}
