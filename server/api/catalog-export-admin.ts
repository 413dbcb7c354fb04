import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogExportQuery } from '#common/schemas/catalog-sheet';
import { startCatalogueExport } from '../services/catalog-sheet/export';
import { errorsFor, routeOptions } from './route-options';

const route = routeOptions(['catalogue spreadsheets'], { publicContent: false });

/**
 * The catalogue as a spreadsheet (docs/product.md §27, decision 062), registered under /admin. It
 * reads what the variant list shows, so it needs what reading that list needs: catalog.read.
 */
export const adminCatalogExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog/export',
    route.needs('catalog.read', {
      summary:
        'The variants the list shows (search, brand, category) as XLSX (Catalogue, Brands, Categories) or CSV (Catalogue, UTF-8 with BOM), specifications in the chosen units',
      querystring: catalogExportQuery,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      response: { 200: z.string().describe('The file'), ...errorsFor(422) },
    }),
    async (request, reply) => {
      const file = await startCatalogueExport(app.db, request.query);
      // A failure after the first byte cannot become an error response; the download ends instead.
      file.body.on('error', (err) => request.log.error({ err }, 'catalogue export failed'));
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body as unknown as string); // a stream: fastify pipes it and skips the serializer
    },
  );
};
