import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#common/schemas/envelopes';
import {
  QUOTATION_MESSAGES,
  quotationInputSchema,
  quotationLinkSchema,
  quotationListSchema,
  quotationPrefillSchema,
  quotationSavedSchema,
  quotationSendSchema,
} from '#common/schemas/quotations';
import { idParams } from '#common/schemas/shared';
import { TooManyRequests } from '../errors';
import { createDrawLimit } from '../services/documents/draw-limit';
import { leadMailContext } from '../services/leads/notify';
import { copyQuotationLink } from '../services/quotations/copy-link';
import { quotationPrefill } from '../services/quotations/prefill';
import { createQuotation, reviseQuotation, updateQuotation } from '../services/quotations/save';
import { sendQuotation } from '../services/quotations/send';
import { leadQuotations, staffQuotationPdf } from '../services/quotations/staff-reads';
import { ok, saved } from './replies';
import { errorsFor, routeOptions } from './route-options';

// Quotations reach buyers through private links, never a kept page: a write leaves the kept pages.
const route = routeOptions(['admin: quotations'], { publicContent: false });
const errors = errorsFor(404, 409, 422);
const tooManyPdfs = (seconds: number) =>
  `Too many quotation PDFs drawn for you just now. Please try again in ${seconds} seconds.`;

/**
 * Quotations staff build and send from a lead (prefix /admin; docs/product.md §25). Each route
 * declares its permission; which leads a caller may quote is the leads service's rule (a sales
 * rep's own), outside it 404.
 */
export const adminQuotationRoutes: FastifyPluginAsyncZod = async (app) => {
  // A PDF drawing costs the CPU the public sheets share: each person gets a few a minute.
  const pdfLimit = createDrawLimit(app.config.RATE_LIMIT_STAFF_PDFS_PER_MINUTE);
  const admitFor = (userId: number) => () => {
    const wait = pdfLimit.take(String(userId));
    if (wait > 0) throw new TooManyRequests(tooManyPdfs(wait), wait);
  };

  app.get(
    '/leads/:id/quotations',
    route.needs('leads.read', {
      summary: "A lead's quotations: the newest number first, each number's revisions in order",
      params: idParams,
      response: { 200: quotationListSchema, 404: errorSchema },
    }),
    async (request) => ok(await leadQuotations(app.db, request.params.id, request.user!)),
  );

  app.get(
    '/leads/:id/quotations/prefill',
    route.needs('leads.read', {
      summary: "What a new quotation starts with: the lead's machines at today's prices, 30 days' validity",
      params: idParams,
      response: { 200: quotationPrefillSchema, 404: errorSchema, 409: errorSchema },
    }),
    async (request) => ok(await quotationPrefill(app.db, request.params.id, request.user!)),
  );

  app.post(
    '/leads/:id/quotations',
    route.needs('quotations.write', {
      summary: 'A new quotation for the lead, numbered Q-YYYY-NNNN, saved as a draft',
      params: idParams,
      body: quotationInputSchema,
      response: { 201: quotationSavedSchema, ...errors },
    }),
    async (request, reply) => {
      const data = await createQuotation(app.db, request.params.id, request.body, request.user!);
      return reply.code(201).send(saved(QUOTATION_MESSAGES.created, data));
    },
  );

  app.patch(
    '/quotations/:id',
    route.needs('quotations.write', {
      summary: 'Change a draft (a sent quotation is revised instead: 409)',
      params: idParams,
      body: quotationInputSchema,
      response: { 200: quotationSavedSchema, ...errors },
    }),
    async (request) =>
      saved(
        QUOTATION_MESSAGES.updated,
        await updateQuotation(app.db, request.params.id, request.body, request.user!),
      ),
  );

  app.get(
    '/quotations/:id/pdf',
    route.needs('leads.read', {
      summary: "The quotation's PDF (A4); a few a minute per person (429 beyond, with Retry-After)",
      params: idParams,
    }),
    async (request, reply) => {
      const user = request.user!;
      const { filename, pdf } = await staffQuotationPdf(app.db, request.params.id, user, admitFor(user.id));
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.post(
    '/quotations/:id/revise',
    route.needs('quotations.write', {
      summary: 'Copy the newest sent revision to the next one (-R1, -R2 …) as a draft',
      params: idParams,
      response: { 201: quotationSavedSchema, ...errors },
    }),
    async (request, reply) => {
      const data = await reviseQuotation(app.db, request.params.id, request.user!);
      return reply.code(201).send(saved(QUOTATION_MESSAGES.revised, data));
    },
  );

  app.post(
    '/quotations/:id/send',
    route.needs('quotations.write', {
      summary: "Send the draft to the buyer by e-mail with its PDF and private link (the lead's reply)",
      params: idParams,
      // The message is optional, and so is a body holding only it.
      body: quotationSendSchema.nullish(),
      response: { 202: quotationSavedSchema, ...errors },
    }),
    async (request, reply) => {
      const mail = leadMailContext(app.config);
      const data = await sendQuotation(app.db, request.params.id, request.body ?? {}, request.user!, mail);
      return reply.code(202).send(saved(QUOTATION_MESSAGES.sent, data));
    },
  );

  app.post(
    '/quotations/:id/link',
    route.needs('quotations.write', {
      summary:
        'A new private link to the quotation for sharing another way (Viber, SMS); a draft becomes sent. Earlier links keep working',
      params: idParams,
      response: { 201: quotationLinkSchema, ...errors },
    }),
    async (request, reply) => {
      const data = await copyQuotationLink(
        app.db,
        request.params.id,
        request.user!,
        app.config.PUBLIC_URL ?? null,
      );
      return reply.code(201).send(saved(QUOTATION_MESSAGES.linkCopied, data));
    },
  );
};
