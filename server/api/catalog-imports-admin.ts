import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importHistoryItemSchema,
  importHistoryQuery,
  importJobSchema,
  importParams,
  IMPORT_JOB_MESSAGES as J,
} from '#common/schemas/catalog-import';
import { okEnvelope, savedEnvelope } from '#common/schemas/envelopes';
import { paginatedSchema } from '#common/schemas/pagination';
import { bodyOf, findImport, listImports, requestCancel } from '../services/catalog-sheet/import-jobs';
import { undoImport } from '../services/catalog-sheet/import-undo';
import { ok, saved } from './replies';
import { errorsFor, routeOptions } from './route-options';

const route = routeOptions(['catalogue spreadsheets']);

/** Catalogue imports as jobs: one, the history, cancel and undo (docs/product.md §27.3, decision 072; prefix /admin). */
export const adminCatalogImportJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const runner = app.catalogImports;

  app.get(
    '/catalog/imports',
    route.needs('catalog.write', {
      summary: 'Recent imports, newest first: who, when, status and counts',
      querystring: importHistoryQuery,
      response: { 200: paginatedSchema(importHistoryItemSchema), ...errorsFor(403, 422) },
    }),
    async (request) => {
      await runner.reapStale();
      return listImports(app.db, request.query, runner.progress);
    },
  );

  app.get(
    '/catalog/imports/:id',
    route.needs('catalog.write', {
      summary: "An import as it is now: its progress, and its report once it is finished (the upload's body)",
      params: importParams,
      response: { 200: okEnvelope(importJobSchema), ...errorsFor(403, 404, 422) },
    }),
    async (request) => {
      await runner.reapStale();
      return ok(bodyOf(await findImport(app.db, request.params.id), runner.progress));
    },
  );

  app.post(
    '/catalog/imports/:id/cancel',
    route.needs(
      'catalog.write',
      {
        summary:
          'Stops a queued or running import; nothing it checked is kept. 409 once it has finished (an apply that committed)',
        params: importParams,
        response: { 200: savedEnvelope(importJobSchema), ...errorsFor(403, 404, 409, 422) },
      },
      { publicContent: false },
    ),
    async (request) => {
      const { id } = request.params;
      const { file } = await requestCancel(app.db, id);
      await runner.cancelled(id, file);
      return saved(J.cancelled, bodyOf(await findImport(app.db, id), runner.progress));
    },
  );

  app.post(
    '/catalog/imports/:id/undo',
    route.needs('catalog.write', {
      summary: `Reverts an applied import's change set through the audit trail, for 7 days; 409 naming every field changed since (nothing is undone), 409 when already undone, 422 for a check`,
      params: importParams,
      response: { 200: savedEnvelope(importJobSchema), ...errorsFor(403, 404, 409, 422) },
    }),
    async (request) => {
      const row = await undoImport(app.db, request.params.id, request.user!.role);
      return saved(J.undone, bodyOf(row, runner.progress));
    },
  );
};
