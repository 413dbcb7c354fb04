import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#common/schemas/envelopes';
import {
  businessHoursResponse,
  businessHoursSaved,
  businessHoursSchema,
  holidayInput,
  holidayListResponse,
  holidayRename,
  holidaySaved,
  holidaysQuery,
  leadRulesResponse,
  leadRulesSaved,
  leadRulesSchema,
  replyTemplateInput,
  replyTemplateListResponse,
  replyTemplateSaved,
  responseTargetsResponse,
  responseTargetsSaved,
  responseTargetsSchema,
} from '#common/schemas/lead-desk';
import { idParams } from '#common/schemas/shared';
import * as desk from '../services/leads/desk';
import * as holidays from '../services/leads/holidays';
import * as templates from '../services/leads/reply-templates';
import { ok, saved } from './replies';

const tags = ['admin: lead desk'];
const invalid = { 422: errorSchema };
const errors = { 404: errorSchema, 422: errorSchema };
const noContent = { 204: z.null().describe('Done'), 404: errorSchema };

/**
 * The lead desk's settings (prefix /admin, docs/product.md §24): opening hours, holidays, response
 * targets, routing rules and reply templates. Admins and managers read them, admins change them;
 * anyone who works leads lists the templates, to start a reply from one.
 */
export const adminLeadDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business-hours',
    {
      config: { permission: 'settings.read' },
      schema: { tags, summary: 'Opening hours in Asia/Manila', response: { 200: businessHoursResponse } },
    },
    async () => ok(await desk.getBusinessHours(app.db)),
  );

  app.put(
    '/business-hours',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Replace the opening hours (new leads are timed on them)',
        body: businessHoursSchema,
        response: { 200: businessHoursSaved, ...invalid },
      },
    },
    async (request) => saved('Business hours saved.', await desk.putBusinessHours(app.db, request.body)),
  );

  app.get(
    '/holidays',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        summary: 'One year’s holidays, by date (default: this year in Manila)',
        querystring: holidaysQuery,
        response: { 200: holidayListResponse, ...invalid },
      },
    },
    async (request) => ok(await holidays.listHolidays(app.db, request.query.year)),
  );

  app.post(
    '/holidays',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Add a holiday (422 when the date is one already)',
        body: holidayInput,
        response: { 201: holidaySaved, ...invalid },
      },
    },
    async (request, reply) =>
      reply.status(201).send(saved('Holiday added.', await holidays.addHoliday(app.db, request.body))),
  );

  app.patch(
    '/holidays/:id',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Rename a holiday',
        params: idParams,
        body: holidayRename,
        response: { 200: holidaySaved, ...errors },
      },
    },
    async (request) =>
      saved('Holiday renamed.', await holidays.renameHoliday(app.db, request.params.id, request.body.name)),
  );

  app.delete(
    '/holidays/:id',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Remove a holiday (a seeded one stays removed)',
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await holidays.deleteHoliday(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/response-targets',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        summary: 'Response target per lead kind, in business minutes',
        response: { 200: responseTargetsResponse },
      },
    },
    async () => ok(await desk.getResponseTargets(app.db)),
  );

  app.put(
    '/response-targets',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Replace the response targets (new leads are timed on them)',
        body: responseTargetsSchema,
        response: { 200: responseTargetsSaved, ...invalid },
      },
    },
    async (request) => saved('Response targets saved.', await desk.putResponseTargets(app.db, request.body)),
  );

  app.get(
    '/lead-rules',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        summary: 'Routing rules in the order they are tried, and the fallback person',
        response: { 200: leadRulesResponse },
      },
    },
    async () => ok(await desk.getLeadRules(app.db)),
  );

  app.put(
    '/lead-rules',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Replace the routing rules (a listed id keeps its round-robin turn) and the fallback',
        body: leadRulesSchema,
        response: { 200: leadRulesSaved, ...invalid },
      },
    },
    async (request) => saved('Routing rules saved.', await desk.putLeadRules(app.db, request.body)),
  );

  app.get(
    '/reply-templates',
    {
      config: { permission: 'leads.work' },
      schema: { tags, summary: 'Reply templates, by name', response: { 200: replyTemplateListResponse } },
    },
    async () => ok(await templates.listReplyTemplates(app.db)),
  );

  app.post(
    '/reply-templates',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Add a reply template ({name}, {machines}, {signature} are filled in)',
        body: replyTemplateInput,
        response: { 201: replyTemplateSaved, ...invalid },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(saved('Template added.', await templates.createReplyTemplate(app.db, request.body))),
  );

  app.put(
    '/reply-templates/:id',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Change a reply template',
        params: idParams,
        body: replyTemplateInput,
        response: { 200: replyTemplateSaved, ...errors },
      },
    },
    async (request) =>
      saved('Template saved.', await templates.updateReplyTemplate(app.db, request.params.id, request.body)),
  );

  app.delete(
    '/reply-templates/:id',
    {
      config: { permission: 'settings.write' },
      schema: { tags, summary: 'Delete a reply template', params: idParams, response: noContent },
    },
    async (request, reply) => {
      await templates.deleteReplyTemplate(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
