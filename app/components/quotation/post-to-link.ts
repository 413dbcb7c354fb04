import { ApiError, api } from '#app/lib/api';

// The buyer's two answers, by the link's token (server/api/quotations-public.ts).

export const acceptPath = (token: string) => `/public/quotations/${encodeURIComponent(token)}/accept`;
export const questionPath = (token: string) => `/public/quotations/${encodeURIComponent(token)}/question`;

export type Posted<T> =
  | { ok: true; data: T }
  | { ok: false; field?: string; message: string; status: number };

/** The API's answer, or what went wrong in words for the form: a field's message, or the whole form's. */
export async function postToLink<T>(path: string, body: unknown, field: string): Promise<Posted<T>> {
  try {
    return { ok: true, data: await api<T>(path, { body }) };
  } catch (error) {
    if (error instanceof ApiError) {
      const own = error.errors[field]?.[0];
      return own
        ? { ok: false, field, message: own, status: error.status }
        : { ok: false, message: error.message, status: error.status };
    }
    return { ok: false, message: 'Could not reach us. Check your connection and try again.', status: 0 };
  }
}
