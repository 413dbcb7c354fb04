import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedEnvelope, errorSchema, savedEnvelope } from '#common/schemas/envelopes';
import { synonymInputSchema, synonymListSchema, synonymSchema } from '#common/schemas/search-synonyms';
import { idParams } from '#common/schemas/shared';
import * as synonyms from '../services/search/synonyms';
import { deleted, ok, saved } from './replies';

const tags = ['admin: search'];
const errors = { 404: errorSchema, 422: errorSchema };
const savedResponse = savedEnvelope(synonymSchema);

/** The search's synonym list (prefix /admin; decision 036). */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search-synonyms',
    { config: { permission: 'catalog.read' }, schema: { tags, response: { 200: synonymListSchema } } },
    async () => ok(await synonyms.listSynonyms(app.db)),
  );

  app.post(
    '/search-synonyms',
    {
      config: { permission: 'catalog.write' },
      schema: { tags, body: synonymInputSchema, response: { 201: savedResponse, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(saved('Synonym added.', await synonyms.createSynonym(app.db, request.body))),
  );

  app.put(
    '/search-synonyms/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        params: idParams,
        body: synonymInputSchema,
        response: { 200: savedResponse, ...errors },
      },
    },
    async (request) =>
      saved('Synonym saved.', await synonyms.updateSynonym(app.db, request.params.id, request.body)),
  );

  app.delete(
    '/search-synonyms/:id',
    {
      config: { permission: 'catalog.write' },
      schema: { tags, params: idParams, response: { 200: deletedEnvelope, ...errors } },
    },
    async (request) => {
      await synonyms.deleteSynonym(app.db, request.params.id);
      return deleted('Synonym deleted.');
    },
  );
};
