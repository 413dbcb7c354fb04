import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
// PLACEHOLDER: replaced by the owner of this module
export const publicCatalogRoutes: FastifyPluginAsyncZod = async () => {};
