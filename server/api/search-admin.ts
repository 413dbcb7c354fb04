import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedEnvelope, savedEnvelope } from '#common/schemas/envelopes';
import { synonymInputSchema, synonymListSchema, synonymSchema } from '#common/schemas/search-synonyms';
import { idParams } from '#common/schemas/shared';
import * as synonyms from '../services/search/synonyms';
import { created, deleted, ok, saved } from './replies';
import { errorsFor, routeOptions } from './route-options';

const route = routeOptions(['admin: search']);
const errors = errorsFor(404, 422);
const savedResponse = savedEnvelope(synonymSchema);

/** The search's synonym list (prefix /admin; decision 036). */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search-synonyms',
    route.needs('catalog.read', { response: { 200: synonymListSchema } }),
    async () => ok(await synonyms.listSynonyms(app.db)),
  );

  app.post(
    '/search-synonyms',
    route.needs('catalog.write', { body: synonymInputSchema, response: { 201: savedResponse, ...errors } }),
    async (request, reply) =>
      created(reply, 'Synonym added.', await synonyms.createSynonym(app.db, request.body)),
  );

  app.put(
    '/search-synonyms/:id',
    route.needs('catalog.write', {
      params: idParams,
      body: synonymInputSchema,
      response: { 200: savedResponse, ...errors },
    }),
    async (request) =>
      saved('Synonym saved.', await synonyms.updateSynonym(app.db, request.params.id, request.body)),
  );

  app.delete(
    '/search-synonyms/:id',
    route.needs('catalog.write', { params: idParams, response: { 200: deletedEnvelope, ...errors } }),
    async (request) => {
      await synonyms.deleteSynonym(app.db, request.params.id);
      return deleted('Synonym deleted.');
    },
  );
};
