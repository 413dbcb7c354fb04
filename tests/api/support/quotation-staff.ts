import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businessDate } from '../../../common/business-date';
import { quotationLines, quotations } from '../../../server/db/schema';
import type { ApiContext } from '../../support/api';
import { call } from '../../support/api';
import { eventsOf } from './lead-events';

// What the staff quotation tests share (docs/product.md §25): a valid input, calls to the admin
// routes, and the stored rows to count.

/** A date `days` from today in Manila (YYYY-MM-DD). */
export function inDays(days: number): string {
  const today = new Date(`${businessDate(new Date())}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export const thisYear = () => Number(businessDate(new Date()).slice(0, 4));

export const quotationInput = (over: Record<string, unknown> = {}) => ({
  lines: [{ description: 'ZL50G Wheel Loader', quantity: 2, unit_price: 1_250_000, discount: 50_000 }],
  valid_until: inDays(30),
  payment_terms: 'Cash: 50% down payment.\nBalance before delivery.',
  delivery_time: '4 to 6 weeks',
  notes: null,
  ...over,
});

export function quotationCalls(ctx: ApiContext) {
  const app = (a?: FastifyInstance) => a ?? ctx.app;
  // A write's body is whatever a test sends, a refused shape included.
  const write = (
    to: FastifyInstance,
    method: 'POST' | 'PATCH',
    url: string,
    payload: unknown,
    token?: string,
  ) => call(to, { method, url, payload: payload as object, token });
  return {
    create: (leadId: number | string, payload: unknown, token?: string, a?: FastifyInstance) =>
      write(app(a), 'POST', `/api/admin/leads/${leadId}/quotations`, payload, token),
    list: (leadId: number | string, token?: string) =>
      call(ctx.app, { method: 'GET', url: `/api/admin/leads/${leadId}/quotations`, token }),
    prefill: (leadId: number | string, token?: string) =>
      call(ctx.app, { method: 'GET', url: `/api/admin/leads/${leadId}/quotations/prefill`, token }),
    patch: (id: number | string, payload: unknown, token?: string) =>
      write(ctx.app, 'PATCH', `/api/admin/quotations/${id}`, payload, token),
    revise: (id: number | string, token?: string) =>
      call(ctx.app, { method: 'POST', url: `/api/admin/quotations/${id}/revise`, token }),
    send: (id: number | string, payload: unknown, token?: string, a?: FastifyInstance) =>
      write(app(a), 'POST', `/api/admin/quotations/${id}/send`, payload, token),
    pdf: (id: number | string, token?: string) =>
      call(ctx.app, { method: 'GET', url: `/api/admin/quotations/${id}/pdf`, token }),
    rows: () => ctx.db.select().from(quotations).orderBy(asc(quotations.id)),
    lines: () => ctx.db.select().from(quotationLines).orderBy(asc(quotationLines.id)),
    events: (leadId: number) => eventsOf(ctx.db, leadId),
  };
}
