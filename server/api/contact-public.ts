import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { LeadKind } from '#common/constants';
import type { AfterSalesKind } from '#common/lead-kinds';
import {
  contactResponseSchema,
  generalInquirySchema,
  inquirySchema,
  quoteSchema,
  quoteSimpleSchema,
  supportSchema,
} from '#common/schemas/contact';
import { errorSchema } from '#common/schemas/envelopes';
import { createLead, type LeadInput } from '../services/leads';
import { leadMailContext } from '../services/leads/notify';
import { clientOf } from './client-info';
import { perMinute, routeOptions } from './route-options';

/** The quote list and the after-sales requests have routes of their own (quote-list-public.ts, after-sales-public.ts). */
type FormKind = Exclude<LeadKind, 'quote-list' | AfterSalesKind>;
const FORMS: Record<FormKind, { schema: z.ZodType<LeadInput>; summary: string }> = {
  'quote-simple': { schema: quoteSimpleSchema, summary: 'Quote request (home form, quote modal)' },
  quote: { schema: quoteSchema, summary: 'Quote request from the contact page' },
  general: { schema: generalInquirySchema, summary: 'General inquiry (modal, home form)' },
  inquiry: { schema: inquirySchema, summary: 'Contact page message, product detail inquiry' },
  support: { schema: supportSchema, summary: 'Support request from the contact page' },
};

const route = routeOptions(['contact']);

/** POST /contact/{kind}: every submission is stored as a lead before the visitor is thanked. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailContext = leadMailContext(app.config);
  const limited = perMinute(app.config.RATE_LIMIT_CONTACT_PER_MINUTE);

  for (const [kind, form] of Object.entries(FORMS) as [FormKind, (typeof FORMS)[FormKind]][]) {
    app.post(
      `/${kind}`,
      route(
        {
          summary: form.summary,
          body: form.schema,
          response: { 201: contactResponseSchema, 422: errorSchema, 429: errorSchema },
        },
        limited,
      ),
      async (request, reply) => {
        const meta = { ...clientOf(request), receivedAt: new Date() };
        const lead = await createLead(app.db, kind, request.body, meta, mailContext);
        return reply.status(201).send(lead);
      },
    );
  }
};
