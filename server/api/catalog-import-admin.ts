import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dryRunFlag,
  IMPORT_MAX_BYTES,
  type ImportMapping,
  importMappingSchema,
  importReportSchema,
  CATALOG_IMPORT_MESSAGES as M,
} from '#common/schemas/catalog-import';
import { okEnvelope } from '#common/schemas/envelopes';
import { publicContentChanged } from '../caching/after-admin-write';
import { type FieldErrors, HttpError, ValidationFailed } from '../errors';
import { runImport } from '../services/catalog-sheet/import';
import { readSpreadsheet } from '../services/catalog-sheet/parse-file';
import { ok } from './replies';
import { errorsFor, routeOptions } from './route-options';

// A dry run changes nothing; an apply empties the kept pages itself, once it has written.
const route = routeOptions(['catalogue spreadsheets'], { publicContent: false });

/** Bringing the catalogue in from a spreadsheet (docs/product.md §27, decision 070), under /admin. */
export const adminCatalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its own multipart parser: a file above the limit stops being read at that size (413).
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, fields: 4, parts: 6, fieldSize: 64 * 1024 },
  });

  app.post(
    '/catalog/import',
    route.needs('catalog.write', {
      summary:
        'Checks (dry_run=true, the default) or applies (dry_run=false) an XLSX or CSV of the catalogue: multipart `file`, optional `mapping` (JSON: header → field, or null to ignore) and `dry_run`',
      consumes: ['multipart/form-data'],
      querystring: z.object({ dry_run: dryRunFlag }),
      response: { 200: okEnvelope(importReportSchema), ...errorsFor(400, 413, 422) },
    }),
    async (request) => {
      const form = await readImportForm(request);
      const dryRun = form.dryRun ?? request.query.dry_run;
      const tables = await readSpreadsheet(form.bytes);
      const report = await runImport(app.db, tables, { dryRun, mapping: form.mapping });
      if (!dryRun && report.status === 'done' && report.changes.length > 0) await publicContentChanged(app);
      return ok(report);
    },
  );
};

async function readImportForm(request: FastifyRequest) {
  let bytes: Buffer | undefined;
  let mappingText: unknown;
  let dryRunText: unknown;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
          else part.file.resume();
        } else if (part.fieldname === 'mapping') mappingText = part.value;
        else if (part.fieldname === 'dry_run') dryRunText = part.value;
      }
    } catch (err) {
      if (err instanceof request.server.multipartErrors.RequestFileTooLargeError)
        throw new HttpError(413, M.tooLarge);
      const status = (err as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status < 500) throw err;
      throw new HttpError(400, 'The upload could not be read.');
    }
  }
  const errors: FieldErrors = {};
  if (!bytes) errors.file = [M.fileRequired];
  let mapping: ImportMapping | undefined;
  if (typeof mappingText === 'string' && mappingText.trim() !== '') {
    try {
      const parsed = importMappingSchema.safeParse(JSON.parse(mappingText));
      if (parsed.success) mapping = parsed.data;
      else errors.mapping = [M.mapping];
    } catch {
      errors.mapping = [M.mapping];
    }
  }
  const dryRun = dryRunText === undefined ? undefined : dryRunFlag.safeParse(dryRunText);
  if (dryRun && !dryRun.success) errors.dry_run = [M.dryRun];
  if (Object.keys(errors).length > 0 || !bytes) throw new ValidationFailed(errors);
  return { bytes, mapping, dryRun: dryRun?.success ? dryRun.data : undefined };
}
