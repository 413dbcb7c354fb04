import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quotationTokenParams } from '#common/schemas/quotation-page';
import { PRIVATE_CACHE_CONTROL } from '../caching/http-cache';
import { quotationPdf } from '../services/quotations/pdf';
import { newestRevisionLink, quotationIdForPdf } from '../services/quotations/public';
import { perMinute, routeOptions } from './route-options';

/**
 * The buyer's quotation PDF at the site's own address, /quotation/<token>.pdf, beside its page
 * (docs/product.md §25): private, never kept or shared, registered before the site's catch-all.
 * Neither route is flagged shareable (caching/shareable.ts), and both say private, no-store and
 * noindex themselves: a link's answer is for its holder only.
 */
export const quotationLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routeOptions(['public: quotations']);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    reply.header('x-robots-tag', 'noindex');
    return payload;
  });

  app.get(
    '/quotation/:token.pdf',
    route(
      { summary: 'The quotation of a buyer’s link (A4 PDF)', params: quotationTokenParams },
      // A drawing costs CPU: an address gets the sheets' share.
      perMinute(app.config.RATE_LIMIT_SHEETS_PER_MINUTE),
    ),
    async (request, reply) => {
      const id = await quotationIdForPdf(app.db, request.params.token);
      const { filename, pdf } = await quotationPdf(app.db, id, { urgent: true });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.get(
    '/quotation/:token/newest',
    route(
      {
        summary: 'A new link to the newest revision, for the holder of a superseded one (303)',
        params: quotationTokenParams,
      },
      // Each answer stores a new link.
      perMinute(app.config.RATE_LIMIT_CONTACT_PER_MINUTE),
    ),
    async (request, reply) => reply.redirect(await newestRevisionLink(app.db, request.params.token), 303),
  );
};
