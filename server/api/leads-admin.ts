import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#common/schemas/envelopes';
import { CONTACT_LOGGED, contactLogSchema, leadReplySchema, REPLY_QUEUED } from '#common/schemas/lead-desk';
import {
  LEAD_ASSIGNED,
  LEAD_UPDATED,
  leadAssigneesSchema,
  leadAssignSchema,
  leadCountsSchema,
  leadDetailSchema,
  leadFilterQuery,
  leadListQuery,
  leadListSchema,
  leadUpdatedSchema,
  leadUpdateSchema,
} from '#common/schemas/leads';
import { idParams } from '#common/schemas/shared';
import { assignees, assignLead } from '../services/leads/assign';
import { businessDate } from '../services/leads/business-time';
import { startLeadsExport } from '../services/leads/csv';
import * as inbox from '../services/leads/inbox';
import { leadMailContext } from '../services/leads/notify';
import { logContact, replyToLead } from '../services/leads/respond';
import { ok, saved } from './replies';
import { errorsFor, routeOptions } from './route-options';

// Leads, their notes, replies and contact log are the staff's: a write leaves the kept pages.
const route = routeOptions(['admin: leads'], { publicContent: false });
const errors = errorsFor(404, 422);

/**
 * The inquiries inbox (prefix /admin). Each route declares its permission; which leads a caller
 * sees (a sales rep's own) is the leads service's rule (services/leads/scope.ts): outside it, 404.
 * Every answer with a lead's detail — its page and each write below — is recorded in the access
 * log with it (services/leads/inbox.ts showLead, docs/product.md §23).
 */
export const adminLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leads',
    route.needs('leads.read', {
      summary: 'Leads, newest first (no status filter: everything but spam)',
      querystring: leadListQuery,
      response: { 200: leadListSchema, 422: errorSchema },
    }),
    async (request) => inbox.listLeads(app.db, request.query, request.user!),
  );

  app.get(
    '/leads/counts',
    route.needs('leads.read', {
      summary: 'Leads per status (New for the badge)',
      response: { 200: leadCountsSchema },
    }),
    async (request) => inbox.leadCounts(app.db, request.user!),
  );

  app.get(
    '/leads/export.csv',
    route.needs('leads.export', {
      summary: 'CSV of the leads matching the list filters (UTF-8 with BOM)',
      querystring: leadFilterQuery,
      produces: ['text/csv'],
      response: { 200: z.string().describe('CSV file'), 422: errorSchema },
    }),
    async (request, reply) => {
      const name = `leads-${businessDate(new Date())}.csv`;
      // The access record is written before the first byte (services/leads/csv.ts).
      const body = Readable.from(await startLeadsExport(app.db, request.query, request.user!));
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
    '/leads/assignees',
    route.needs('leads.assign', {
      summary: 'The active staff a lead may be assigned to (roles that can work leads)',
      response: { 200: leadAssigneesSchema },
    }),
    async () => ok(await assignees(app.db)),
  );

  app.get(
    '/leads/:id',
    route.needs('leads.read', {
      summary: 'One lead; opening it is recorded in the access log',
      params: idParams,
      response: { 200: leadDetailSchema, ...errors },
    }),
    async (request) => inbox.openLead(app.db, request.params.id, request.user!),
  );

  app.patch(
    '/leads/:id',
    route.needs('leads.work', {
      summary: 'Change the status (closing needs close_reason) or the internal note',
      params: idParams,
      body: leadUpdateSchema,
      response: { 200: leadUpdatedSchema, ...errors },
    }),
    async (request) => {
      const data = await inbox.updateLead(app.db, request.params.id, request.body, request.user!);
      return saved(LEAD_UPDATED, data);
    },
  );

  app.post(
    '/leads/:id/assign',
    route.needs('leads.work', {
      summary:
        'Assign the lead (leads.assign: anyone who can work leads; sales: take an unassigned one, when Settings allow)',
      params: idParams,
      body: leadAssignSchema,
      response: { 200: leadUpdatedSchema, 403: errorSchema, ...errors },
    }),
    async (request) => {
      const data = await assignLead(
        app.db,
        request.params.id,
        request.body.user_id,
        request.user!,
        leadMailContext(app.config),
      );
      return saved(LEAD_ASSIGNED, data);
    },
  );

  // What stops the lead's clock (docs/product.md §24): a reply through the outbox, or a contact
  // made elsewhere and logged here (services/leads/respond.ts).
  app.post(
    '/leads/:id/reply',
    route.needs('leads.work', {
      summary: "Reply to the lead's sender by e-mail (queued in the outbox; Reply-To is the caller)",
      params: idParams,
      body: leadReplySchema,
      response: { 202: leadUpdatedSchema, 409: errorSchema, ...errors },
    }),
    async (request, reply) => {
      const mail = leadMailContext(app.config);
      const data = await replyToLead(app.db, request.params.id, request.body, request.user!, mail);
      return reply.code(202).send(saved(REPLY_QUEUED, data));
    },
  );

  app.post(
    '/leads/:id/contact-log',
    route.needs('leads.work', {
      summary: 'Log a contact made outside the inbox (a call, Viber, Messenger…)',
      params: idParams,
      body: contactLogSchema,
      response: { 201: leadUpdatedSchema, 409: errorSchema, ...errors },
    }),
    async (request, reply) => {
      const data = await logContact(app.db, request.params.id, request.body, request.user!);
      return reply.code(201).send(saved(CONTACT_LOGGED, data));
    },
  );
};
