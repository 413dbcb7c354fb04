import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The buyer's answers to a quotation, by its private link's token (prefix /public; docs/product.md §25). */
export const publicQuotationRoutes: FastifyPluginAsyncZod = async (_app) => {};
