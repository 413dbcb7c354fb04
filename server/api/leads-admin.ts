import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#common/schemas/envelopes';
import {
  LEAD_UPDATED,
  leadCountsSchema,
  leadDetailSchema,
  leadFilterQuery,
  leadListQuery,
  leadListSchema,
  leadUpdatedSchema,
  leadUpdateSchema,
} from '#common/schemas/leads';
import { idParams } from '#common/schemas/shared';
import { businessDate } from '../services/leads/business-time';
import { leadsCsv } from '../services/leads/csv';
import * as inbox from '../services/leads/inbox';
import { saved } from './replies';

const tags = ['admin: leads'];
const errors = { 404: errorSchema, 422: errorSchema };

/** The inquiries inbox (prefix /admin; admin-only by the scope it is registered in). */
export const adminLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leads',
    {
      config: { permission: 'leads.read' },
      schema: {
        tags,
        summary: 'Leads, newest first (no status filter: everything but spam)',
        querystring: leadListQuery,
        response: { 200: leadListSchema, 422: errorSchema },
      },
    },
    async (request) => inbox.listLeads(app.db, request.query),
  );

  app.get(
    '/leads/counts',
    {
      config: { permission: 'leads.read' },
      schema: { tags, summary: 'Leads per status (New for the badge)', response: { 200: leadCountsSchema } },
    },
    async () => inbox.leadCounts(app.db),
  );

  app.get(
    '/leads/export.csv',
    {
      config: { permission: 'leads.export' },
      schema: {
        tags,
        summary: 'CSV of the leads matching the list filters (UTF-8 with BOM)',
        querystring: leadFilterQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV file'), 422: errorSchema },
      },
    },
    async (request, reply) => {
      const name = `leads-${businessDate(new Date())}.csv`;
      const body = Readable.from(leadsCsv(app.db, request.query));
      // A failure after the first byte cannot become an error response; end the download instead.
      body.on('error', (err) => request.log.error({ err }, 'lead export failed'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body as unknown as string); // a stream: fastify pipes it and skips the serializer
    },
  );

  app.get(
    '/leads/:id',
    {
      config: { permission: 'leads.read' },
      schema: { tags, params: idParams, response: { 200: leadDetailSchema, ...errors } },
    },
    async (request) => inbox.getLead(app.db, request.params.id),
  );

  app.patch(
    '/leads/:id',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags,
        summary: 'Change the status (closing needs close_reason) or the internal note',
        params: idParams,
        body: leadUpdateSchema,
        response: { 200: leadUpdatedSchema, ...errors },
      },
    },
    async (request) => {
      const data = await inbox.updateLead(app.db, request.params.id, request.body, request.user!);
      return saved(LEAD_UPDATED, data);
    },
  );
};
