import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  erasedMessage,
  privacyAuditSchema,
  privacySubjectSchema,
  subjectErasedSchema,
  subjectFoundSchema,
} from '#common/schemas/privacy';
import { photoDir } from '../services/after-sales/photos';
import { privacyAuditLog } from '../services/privacy/audit';
import { privacyHashKey } from '../services/privacy/hash-key';
import { eraseRequest, subjectRequest } from '../services/privacy/requests';
import { ok, saved } from './replies';
import { errorsFor, routeOptions } from './route-options';

// Privacy requests read and erase personal data, which the site never shows: the kept pages stay.
const route = routeOptions(['admin: privacy'], { publicContent: false });
const errors = errorsFor(422);

/**
 * Data-subject requests under RA 10173 (docs/product.md §21; prefix /admin, admin-only by its
 * scope). POST bodies carry the address; an unknown one is an empty result, not a 404, so the
 * answer is the same whether or not the site ever heard of the person. Every call is audited and
 * recorded in the access log, in the transaction that answers it (services/privacy/requests.ts).
 */
export const adminPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const hashKey = await privacyHashKey(app.config);
  const photos = photoDir(app.config.DATA_DIR);

  app.post(
    '/privacy/search',
    route.needs('privacy.manage', {
      summary: 'Everything stored about an e-mail address',
      body: privacySubjectSchema,
      response: { 200: subjectFoundSchema, ...errors },
    }),
    async (request, reply) => {
      const data = await subjectRequest(app.db, hashKey, 'search', request.body.email, request.user!, photos);
      return reply.header('cache-control', 'no-store').send(ok(data));
    },
  );

  app.post(
    '/privacy/export',
    route.needs('privacy.manage', {
      summary: 'The same data as a JSON file to hand to the person',
      body: privacySubjectSchema,
      response: { 200: subjectFoundSchema.shape.data.extend({ exported_at: z.string() }), ...errors },
    }),
    async (request, reply) => {
      const data = await subjectRequest(app.db, hashKey, 'export', request.body.email, request.user!, photos);
      return reply
        .header('content-disposition', 'attachment; filename="personal-data.json"')
        .header('cache-control', 'no-store')
        .send({ ...data, exported_at: new Date().toISOString() });
    },
  );

  app.post(
    '/privacy/erase',
    route.needs('privacy.manage', {
      summary: "Anonymise the address's inquiries (idempotent; counts and figures stay)",
      body: privacySubjectSchema,
      response: { 200: subjectErasedSchema, ...errors },
    }),
    async (request) => {
      const n = await eraseRequest(app.db, hashKey, request.body.email, request.user!, photos);
      return saved(erasedMessage(n), { leads_erased: n });
    },
  );

  app.get(
    '/privacy/audit',
    route.needs('privacy.manage', {
      summary: 'The latest 50 data-subject actions',
      response: { 200: privacyAuditSchema },
    }),
    async () => ok(await privacyAuditLog(app.db)),
  );
};
