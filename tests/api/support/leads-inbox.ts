import { type ApiContext, call } from '../../support/api';

// Requests of the inbox API tests, with the caller's token.
export function inboxApi(ctx: ApiContext) {
  return {
    get: (url: string, token?: string) => call(ctx.app, { method: 'GET', url, token }),
    patch: (id: number, payload: unknown, token: string) =>
      call(ctx.app, { method: 'PATCH', url: `/api/admin/leads/${id}`, payload: payload as object, token }),
  };
}
