import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Quotations staff build and send from a lead (prefix /admin; docs/product.md §25). Each route
 * declares its permission; which leads a caller may quote is the leads service's rule (a sales
 * rep's own), outside it 404.
 */
export const adminQuotationRoutes: FastifyPluginAsyncZod = async (_app) => {};
