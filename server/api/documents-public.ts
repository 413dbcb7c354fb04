import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  compareSheetQuery,
  quoteSummaryParams,
  specSheetParams,
  specSheetQuery,
} from '#common/schemas/documents';
import { NotFound, TooManyRequests } from '../errors';
import { byPerson, visitorOf } from '../plugins/interest';
import { createDrawLimit } from '../services/documents/draw-limit';
import { holdPdfPool } from '../services/documents/pdf-pool';
import { quoteSummaryByToken } from '../services/documents/quote-summary';
import {
  comparisonSheet,
  machineSheet,
  type Sheet,
  setSheetDataDir,
  sheetSite,
} from '../services/documents/sheets';
import { routeOptions } from './route-options';

// The sheets buyers forward (docs/product.md §22, decision 027), at the site's own addresses next
// to the pages they print (/products/12/spec-sheet.pdf), so they are registered beside the site
// and before its catch-all route (app.ts). Shareable: the same for everyone until the next admin
// write, so they get an ETag, 304s and the kept responses like any public read (caching/).
const route = routeOptions(['public: documents']);
const PDF_NOT_FOUND = 'This machine does not exist or is not shown on the site.';

function sendPdf(reply: FastifyReply, sheet: Sheet) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${sheet.filename}"`)
    .send(sheet.pdf);
}

/** Machine ids of a sheet's address, read again after the answer (a kept one skips validation). */
function idsOf(request: FastifyRequest): number[] {
  const path = request.url.split('?')[0];
  const machine = /^\/products\/([1-9]\d{0,9})\//.exec(path);
  if (machine) return [Number(machine[1])];
  // The address as sent: a validated query holds numbers, a kept answer's the raw text.
  const ids = new URLSearchParams(request.url.split('?')[1] ?? '').get('ids');
  return typeof ids === 'string' && /^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,3}$/.test(ids)
    ? [...new Set(ids.split(',').map(Number))]
    : [];
}

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  setSheetDataDir(app.db, app.config.DATA_DIR);
  // The drawing threads, ended when the app closes (the last app of the process, pdf-pool.ts).
  app.addHook('onClose', holdPdfPool());
  const site = sheetSite(app.config.PUBLIC_URL);
  // A fresh drawing costs this instance's CPU: each address gets a few a minute on top of the
  // global limit; kept sheets, whoever drew them, never count (draw-limit.ts).
  const drawLimit = createDrawLimit(app.config.RATE_LIMIT_SHEETS_PER_MINUTE);
  const admitFrom = (request: FastifyRequest) => () => {
    const wait = drawLimit.take(request.ip);
    if (wait > 0) {
      throw new TooManyRequests(
        `Too many new sheets from this address. Sheets already made still download; please try again in ${wait} seconds.`,
        wait,
      );
    }
  };
  // A person's download counts for each machine on it, once a day per visitor (docs/product.md §20).
  const countDownload = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
    if (!byPerson(request)) return;
    const visitor = visitorOf(request);
    for (const variantId of idsOf(request))
      app.interest.countOnce(visitor, { variantId, event: 'sheet_download' });
  };

  app.get(
    '/products/:id/spec-sheet.pdf',
    {
      ...route.shareable({
        summary: "A machine's spec sheet (A4 PDF)",
        params: specSheetParams,
        querystring: specSheetQuery,
      }),
      onResponse: countDownload,
    },
    async (request, reply) => {
      const { units } = request.query;
      const sheet = await machineSheet(app.db, request.params.id, { units, site, admit: admitFrom(request) });
      if (!sheet) throw new NotFound(PDF_NOT_FOUND);
      return sendPdf(reply, sheet);
    },
  );

  app.get(
    '/compare/spec-sheet.pdf',
    {
      ...route.shareable({
        summary: 'Two to four machines side by side (A4 landscape PDF)',
        querystring: compareSheetQuery,
      }),
      onResponse: countDownload,
    },
    async (request, reply) => {
      const { ids, units } = request.query;
      const sheet = await comparisonSheet(app.db, ids, { units, site, admit: admitFrom(request) });
      if (!sheet)
        throw new NotFound('A machine in this comparison does not exist or is not shown on the site.');
      return sendPdf(reply, sheet);
    },
  );

  // A buyer's own request: private (never kept or shared), found only by its unguessable token.
  app.get(
    '/quote/summary/:token',
    route({ summary: "A quote list's summary for the buyer (PDF)", params: quoteSummaryParams }),
    async (request, reply) => {
      const summary = await quoteSummaryByToken(app.db, request.params.token);
      if (!summary) throw new NotFound('This quote request summary does not exist or its link has expired.');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${summary.filename}"`)
        .send(summary.pdf);
    },
  );
};
