import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The buyer's quotation PDF at the site's own address, /quotation/<token>.pdf, beside its page
 * (docs/product.md §25): private, never kept or shared, registered before the site's catch-all.
 */
export const quotationLinkRoutes: FastifyPluginAsyncZod = async (_app) => {};
