import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dryRunFlag,
  IMPORT_MAX_BYTES,
  type ImportMapping,
  importJobSchema,
  importMappingSchema,
  CATALOG_IMPORT_MESSAGES as M,
} from '#common/schemas/catalog-import';
import { okEnvelope } from '#common/schemas/envelopes';
import { type FieldErrors, HttpError, ValidationFailed } from '../errors';
import { rowsIn } from '../services/catalog-sheet/import';
import { bodyOf, findImport } from '../services/catalog-sheet/import-jobs';
import { readSpreadsheet } from '../services/catalog-sheet/parse-file';
import { ok } from './replies';
import { errorsFor, routeOptions } from './route-options';

// A dry run changes nothing; an apply's job empties the kept pages itself, once it has written.
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
        'Checks (dry_run=true, the default) or applies (dry_run=false) an XLSX or CSV of the catalogue as a job: multipart `file`, optional `mapping` (JSON: header → field, or null to ignore) and `dry_run`. 200 with the report when it is done within a few seconds, else 202 with its progress (follow GET /catalog/imports/{id}); 409 while another import is queued or running',
      consumes: ['multipart/form-data'],
      querystring: z.object({ dry_run: dryRunFlag }),
      response: {
        200: okEnvelope(importJobSchema),
        202: okEnvelope(importJobSchema),
        ...errorsFor(400, 409, 413, 422),
      },
    }),
    async (request, reply) => {
      const form = await readImportForm(request);
      const tables = await readSpreadsheet(form.bytes);
      const runner = app.catalogImports;
      const id = await runner.queue({
        user: { id: request.user!.id, name: request.user!.name },
        fileName: form.fileName,
        bytes: form.bytes,
        tables,
        rowsTotal: rowsIn(tables),
        mapping: form.mapping,
        dryRun: form.dryRun ?? request.query.dry_run,
      });
      await runner.settle(id, app.config.IMPORT_SYNC_WAIT_MS);
      const body = bodyOf(await findImport(app.db, id), runner.progress);
      return reply.status(FINISHED.has(body.status) ? 200 : 202).send(ok(body));
    },
  );
};

const FINISHED = new Set(['done', 'failed', 'cancelled']);

async function readImportForm(request: FastifyRequest) {
  let bytes: Buffer | undefined;
  let fileName = 'catalogue';
  let mappingText: unknown;
  let dryRunText: unknown;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === 'file' && !bytes) {
            bytes = await part.toBuffer();
            fileName = cleanFileName(part.filename) || fileName;
          } else part.file.resume();
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
  return { bytes, fileName, mapping, dryRun: dryRun?.success ? dryRun.data : undefined };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const UNSHOWN = /[\u0000-\u001f\u007f<>]/g;

/** The upload's name as the history shows it: no markup, no path, no control characters. */
const cleanFileName = (name: string | undefined) =>
  (name ?? '')
    .replace(/<[^>]*>/g, '')
    .split(/[\\/]/)
    .at(-1)
    ?.replace(UNSHOWN, '')
    .trim()
    .slice(0, 200) ?? '';
