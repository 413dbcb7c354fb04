import { ApiError } from '#app/lib/api';
import { clearSession } from '#app/lib/session';
import { STORAGE_KEYS } from '#common/constants';

/** GET /api{path} with the bearer token; a refusal is thrown as the API's error. */
async function fetchPrivate(path: string): Promise<Response> {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const res = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    // Like every other admin call, a rejected token ends the session (docs/product.md §8).
    if (res.status === 401) clearSession();
    const body = await res.json().catch(() => undefined);
    throw new ApiError(res.status, body?.message ?? `Request failed (${res.status})`, body?.errors);
  }
  return res;
}

/**
 * A private file the back office shows in the page (a request's photo): fetched with the bearer
 * token into a local address, which the caller frees with URL.revokeObjectURL when done.
 */
export async function privateFileUrl(path: string): Promise<string> {
  return URL.createObjectURL(await (await fetchPrivate(path)).blob());
}

/**
 * Downloads a file the back office's API writes (`path` under /api, with its query): the bearer
 * token, which a plain link cannot send, goes with the request, and the file is handed to the
 * browser as a blob under the name the server gives it. Resolves to that name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const res = await fetchPrivate(path);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the browser may still be reading the URL for a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
