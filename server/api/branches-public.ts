import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBranchSchema } from '#common/schemas/branches';
import { listEnvelope } from '#common/schemas/envelopes';
import { publicReads } from '../caching/cached-reads';
import { ok } from './replies';
import { routeOptions } from './route-options';

// GET /public/branches (docs/product.md §28): every branch, by region, with its hours as the week
// it keeps. Whether a branch is open now is not in the answer: it is worked out where it is shown,
// so a kept answer never says "open" after closing time (decision 064).
const route = routeOptions(['public: branches']);

export const publicBranchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/branches', route.shareable({ response: { 200: listEnvelope(publicBranchSchema) } }), async () =>
    ok(await publicReads.branches(app.db)),
  );
};
