import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { created, done, ok, saved } from './replies';
import { errorsFor, routeOptions } from './route-options';

// The lead desk's targets, rules and templates are the staff's: a write leaves the kept pages (its
// business hours, and the holidays' dates, which /branches shows, say otherwise).
const route = routeOptions(['admin: lead desk'], { publicContent: false });
const invalid = errorsFor(422);
const errors = errorsFor(404, 422);
const noContent = { 204: z.null().describe('Done'), ...errorsFor(404) };

/**
 * The lead desk's settings (prefix /admin, docs/product.md §24): opening hours, holidays, response
 * targets, routing rules and reply templates. Admins and managers read them, admins change them;
 * anyone who works leads lists the templates, to start a reply from one.
 */
export const adminLeadDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business-hours',
    route.needs('settings.read', {
      summary: 'Opening hours in Asia/Manila',
      response: { 200: businessHoursResponse },
    }),
    async () => ok(await desk.getBusinessHours(app.db)),
  );

  app.put(
    '/business-hours',
    route.needs(
      'settings.write',
      {
        summary: 'Replace the opening hours (new leads are timed on them)',
        body: businessHoursSchema,
        response: { 200: businessHoursSaved, ...invalid },
      },
      // The site's opening hours (the footer, Contact) are made from these.
      { publicContent: true },
    ),
    async (request) => saved('Business hours saved.', await desk.putBusinessHours(app.db, request.body)),
  );

  app.get(
    '/holidays',
    route.needs('settings.read', {
      summary: 'One year’s holidays, by date (default: this year in Manila)',
      querystring: holidaysQuery,
      response: { 200: holidayListResponse, ...invalid },
    }),
    async (request) => ok(await holidays.listHolidays(app.db, request.query.year)),
  );

  app.post(
    '/holidays',
    route.needs(
      'settings.write',
      {
        summary: 'Add a holiday (422 when the date is one already)',
        body: holidayInput,
        response: { 201: holidaySaved, ...invalid },
      },
      // /branches says a branch is closed on a holiday (its answer carries the days).
      { publicContent: true },
    ),
    async (request, reply) =>
      created(reply, 'Holiday added.', await holidays.addHoliday(app.db, request.body)),
  );

  app.patch(
    '/holidays/:id',
    route.needs('settings.write', {
      summary: 'Rename a holiday',
      params: idParams,
      body: holidayRename,
      response: { 200: holidaySaved, ...errors },
    }),
    async (request) =>
      saved('Holiday renamed.', await holidays.renameHoliday(app.db, request.params.id, request.body.name)),
  );

  app.delete(
    '/holidays/:id',
    route.needs(
      'settings.write',
      {
        summary: 'Remove a holiday (a seeded one stays removed)',
        params: idParams,
        response: noContent,
      },
      { publicContent: true },
    ),
    async (request, reply) => done(reply, holidays.deleteHoliday(app.db, request.params.id)),
  );

  app.get(
    '/response-targets',
    route.needs('settings.read', {
      summary: 'Response target per lead kind, in business minutes',
      response: { 200: responseTargetsResponse },
    }),
    async () => ok(await desk.getResponseTargets(app.db)),
  );

  app.put(
    '/response-targets',
    route.needs(
      'settings.write',
      {
        summary: 'Replace the response targets (new leads are timed on them)',
        body: responseTargetsSchema,
        response: { 200: responseTargetsSaved, ...invalid },
      },
      // The forms' promises on the site ("within 24 hours") are made from these.
      { publicContent: true },
    ),
    async (request) => saved('Response targets saved.', await desk.putResponseTargets(app.db, request.body)),
  );

  app.get(
    '/lead-rules',
    route.needs('settings.read', {
      summary: 'Routing rules in the order they are tried, and the fallback person',
      response: { 200: leadRulesResponse },
    }),
    async () => ok(await desk.getLeadRules(app.db)),
  );

  app.put(
    '/lead-rules',
    route.needs('settings.write', {
      summary: 'Replace the routing rules (a listed id keeps its round-robin turn) and the fallback',
      body: leadRulesSchema,
      response: { 200: leadRulesSaved, ...invalid },
    }),
    async (request) => saved('Routing rules saved.', await desk.putLeadRules(app.db, request.body)),
  );

  app.get(
    '/reply-templates',
    route.needs('leads.work', {
      summary: 'Reply templates, by name',
      response: { 200: replyTemplateListResponse },
    }),
    async () => ok(await templates.listReplyTemplates(app.db)),
  );

  app.post(
    '/reply-templates',
    route.needs('settings.write', {
      summary: 'Add a reply template ({name}, {machines}, {signature} are filled in)',
      body: replyTemplateInput,
      response: { 201: replyTemplateSaved, ...invalid },
    }),
    async (request, reply) =>
      created(reply, 'Template added.', await templates.createReplyTemplate(app.db, request.body)),
  );

  app.put(
    '/reply-templates/:id',
    route.needs('settings.write', {
      summary: 'Change a reply template',
      params: idParams,
      body: replyTemplateInput,
      response: { 200: replyTemplateSaved, ...errors },
    }),
    async (request) =>
      saved('Template saved.', await templates.updateReplyTemplate(app.db, request.params.id, request.body)),
  );

  app.delete(
    '/reply-templates/:id',
    route.needs('settings.write', {
      summary: 'Delete a reply template',
      params: idParams,
      response: noContent,
    }),
    async (request, reply) => done(reply, templates.deleteReplyTemplate(app.db, request.params.id)),
  );
};
