import { z } from 'zod';
import { BUYER_TYPES, LEAD_KINDS, type LeadKind } from '../constants';
import { defaultTargetMinutes, MACHINE_DOWN_DEFAULT_MINUTES, MACHINE_DOWN_TARGET } from '../lead-kinds';
import { WEEKDAYS, type Weekday } from '../weekdays';
import { okEnvelope, savedEnvelope } from './envelopes';
import { requiredPlain } from './shared';

// The lead desk (docs/product.md §24, decision 047): business hours in Asia/Manila, holidays,
// response targets per lead kind, routing rules, reply templates, and what staff send or log on a
// lead. Every PUT takes the shape of its GET's `data`.

const DESK_TIMEZONE = 'Asia/Manila';

export { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '../weekdays';

export const DESK_MESSAGES = {
  time: 'Use a time like 08:00 (24:00 closes at midnight).',
  closeAfterOpen: 'The closing time must be after the opening time.',
  overlap: 'These opening hours overlap.',
  noHours: 'Open at least one day: the response clock needs opening hours.',
  target: 'Use a whole number of minutes from 1 to 10080.',
  date: 'Use a date like 2026-12-24.',
  holidayName: 'Name the holiday.',
  holidayTaken: 'That date is already a holiday.',
  holidayNotFound: 'Holiday not found.',
  ruleName: 'Name the rule.',
  assignees: 'Choose at least one person.',
  fallback: 'Choose who gets the inquiries no rule matches.',
  templateName: 'Name the template.',
  templateSubject: 'Write a subject.',
  templateBody: 'Write the message.',
  templateNotFound: 'Template not found.',
  subject: 'Write a subject.',
  subjectOneLine: 'The subject must be one line.',
  body: 'Write the message.',
  note: 'Say what was agreed.',
  erased: 'This inquiry was erased at its sender’s request: there is no one to reply to.',
  noMail:
    'E-mail is not set up on this server (SMTP_URL), so replies cannot be sent. Log the contact instead.',
} as const;

/** "08:00"; "24:00" is the end of the day. */
const time = z
  .string({ error: DESK_MESSAGES.time })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, DESK_MESSAGES.time);

const interval = z
  .object({ open: time, close: time })
  .refine((i) => i.close > i.open, { message: DESK_MESSAGES.closeAfterOpen, path: ['close'] });
export type OpenInterval = z.infer<typeof interval>;

const dayHours = z
  .array(interval)
  .max(4)
  .superRefine((list, ctx) => {
    const sorted = [...list].sort((a, b) => a.open.localeCompare(b.open));
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i].open < sorted[i - 1].close)
        ctx.addIssue({ code: 'custom', message: DESK_MESSAGES.overlap });
  });

export const businessHoursSchema = z
  .object({
    timezone: z.literal(DESK_TIMEZONE).default(DESK_TIMEZONE),
    days: z.object(
      Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<Weekday, typeof dayHours>,
    ),
  })
  .refine((h) => WEEKDAYS.some((d) => h.days[d].length > 0), {
    message: DESK_MESSAGES.noHours,
    path: ['days'],
  });
export type BusinessHours = z.infer<typeof businessHoursSchema>;
export const businessHoursResponse = okEnvelope(businessHoursSchema);
export const businessHoursSaved = savedEnvelope(businessHoursSchema);

/** The spec's office hours: Mon–Fri 8:00–17:00; Saturday (work from home) and Sunday are not counted. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  timezone: DESK_TIMEZONE,
  days: {
    mon: [{ open: '08:00', close: '17:00' }],
    tue: [{ open: '08:00', close: '17:00' }],
    wed: [{ open: '08:00', close: '17:00' }],
    thu: [{ open: '08:00', close: '17:00' }],
    fri: [{ open: '08:00', close: '17:00' }],
    sat: [],
    sun: [],
  },
};

const targetMinutes = z
  .number({ error: DESK_MESSAGES.target })
  .int(DESK_MESSAGES.target)
  .min(1, DESK_MESSAGES.target)
  .max(10_080, DESK_MESSAGES.target);
/** Each kind's target, and the shorter one of a parts or service request whose machine is down (§30). */
export const responseTargetsSchema = z.object({
  ...(Object.fromEntries(LEAD_KINDS.map((k) => [k, targetMinutes])) as Record<
    LeadKind,
    typeof targetMinutes
  >),
  [MACHINE_DOWN_TARGET]: targetMinutes,
});
export type ResponseTargets = z.infer<typeof responseTargetsSchema>;
export const responseTargetsResponse = okEnvelope(responseTargetsSchema);
export const responseTargetsSaved = savedEnvelope(responseTargetsSchema);

/**
 * Each kind's default (common/lead-kinds.ts): one business day (9 open hours); support and parts
 * 4 hours; a machine that is down, 1 hour.
 */
export const DEFAULT_RESPONSE_TARGETS = {
  ...Object.fromEntries(LEAD_KINDS.map((k) => [k, defaultTargetMinutes(k)])),
  [MACHINE_DOWN_TARGET]: MACHINE_DOWN_DEFAULT_MINUTES,
} as ResponseTargets;

/** The response targets' fields as the desk lists them: each kind's, then the machine-down one. */
export const RESPONSE_TARGET_KEYS = [...LEAD_KINDS, MACHINE_DOWN_TARGET] as const;

// Holidays.

const isoDate = z.iso.date({ error: DESK_MESSAGES.date });
const holidaySchema = z.object({
  id: z.number(),
  date: z.string(),
  name: z.string(),
  source: z.enum(['seeded', 'admin']),
});
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysQuery = z.object({
  year: z.coerce.number({ error: 'Use a year like 2026.' }).int().min(2000).max(2100).optional(),
});
export const holidayListResponse = okEnvelope(z.array(holidaySchema));
export const holidayInput = z.object({ date: isoDate, name: requiredPlain(120, DESK_MESSAGES.holidayName) });
export const holidayRename = z.object({ name: requiredPlain(120, DESK_MESSAGES.holidayName) });
export const holidaySaved = savedEnvelope(holidaySchema);

// Routing rules.

const optionalId = z.number().int().min(1).max(2_147_483_647).optional();
/** Every field given must match; a rule with no field matches every lead. */
const ruleMatchSchema = z.object({
  kind: z.enum(LEAD_KINDS).optional(),
  brand_id: optionalId,
  category_id: optionalId,
  /** A kind of machine across brands: a category's name, whatever its brand (any case). */
  category_name: z
    .string({ error: 'Choose a kind of machine from the list.' })
    .min(1, 'Choose a kind of machine from the list.')
    .max(120, 'Choose a kind of machine from the list.')
    .regex(/^[^\r\n<>]+$/, 'Choose a kind of machine from the list.')
    .optional(),
  /** A PSGC region code (quote lists). */
  region_code: z
    .string()
    .regex(/^\d{2,10}$/, 'Use a region code.')
    .optional(),
  buyer_type: z.enum(BUYER_TYPES).optional(),
  /** The branch a parts or service request goes to (docs/product.md §30). */
  branch_id: optionalId,
});
export type RuleMatch = z.infer<typeof ruleMatchSchema>;

const userId = z
  .number({ error: 'Choose a staff member.' })
  .int()
  .min(1, 'That staff member does not exist.')
  .max(2_147_483_647, 'That staff member does not exist.');

const leadRuleSchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647).optional(),
  name: requiredPlain(120, DESK_MESSAGES.ruleName),
  match: ruleMatchSchema,
  /** One person, or several in rotation (round robin). */
  assignees: z.array(userId).min(1, DESK_MESSAGES.assignees).max(50),
});
export const leadRulesSchema = z.object({
  rules: z.array(leadRuleSchema).max(100),
  /** Required: missing, null or not a number all say who is to be chosen. */
  fallback_user_id: z
    .number({ error: DESK_MESSAGES.fallback })
    .int(DESK_MESSAGES.fallback)
    .min(1, 'That staff member does not exist.')
    .max(2_147_483_647, 'That staff member does not exist.')
    .nullable()
    .refine((v) => v !== null, DESK_MESSAGES.fallback),
});
export type LeadRulesInput = z.infer<typeof leadRulesSchema>;
/**
 * What GET answers: the fallback may be null (never chosen, or deleted since), and the rules have
 * ids. Plain output types: a response is encoded, and the input's text transforms cannot be.
 */
const leadRulesData = z.object({
  rules: z.array(
    z.object({ id: z.number(), name: z.string(), match: ruleMatchSchema, assignees: z.array(z.number()) }),
  ),
  fallback_user_id: z.number().nullable(),
});
export type LeadRules = z.infer<typeof leadRulesData>;
export const leadRulesResponse = okEnvelope(leadRulesData);
export const leadRulesSaved = savedEnvelope(leadRulesData);

// Reply templates.

export const replyTemplateInput = z.object({
  name: requiredPlain(120, DESK_MESSAGES.templateName),
  subject: requiredPlain(200, DESK_MESSAGES.templateSubject),
  body: requiredPlain(10_000, DESK_MESSAGES.templateBody, { multiline: true }),
});
const replyTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;
export const replyTemplateListResponse = okEnvelope(z.array(replyTemplateSchema));
export const replyTemplateSaved = savedEnvelope(replyTemplateSchema);

/** The placeholders a template may use, filled in on the lead before the reply is sent. */
export const TEMPLATE_FIELDS = ['name', 'machines', 'signature'] as const;
export type TemplateValues = Record<(typeof TEMPLATE_FIELDS)[number], string>;
/** Fills {name}, {machines} and {signature}; any other braces stay as typed. */
export const fillTemplate = (text: string, values: TemplateValues) =>
  text.replace(/\{(name|machines|signature)\}/g, (_, key: keyof TemplateValues) => values[key]);

// What staff send or log on a lead.

export const leadReplySchema = z.object({
  subject: z
    .string({ error: DESK_MESSAGES.subject })
    .trim()
    .min(1, DESK_MESSAGES.subject)
    .max(200, 'Must be at most 200 characters')
    .refine((v) => !/[\r\n\u2028\u2029\u0085]/.test(v), DESK_MESSAGES.subjectOneLine)
    .pipe(requiredPlain(200, DESK_MESSAGES.subject)),
  body: requiredPlain(10_000, DESK_MESSAGES.body, {
    multiline: true,
    tooLong: 'Must be at most 10000 characters',
  }),
});
export type LeadReplyInput = z.infer<typeof leadReplySchema>;

export const CONTACT_CHANNELS = ['phone', 'viber', 'messenger', 'whatsapp', 'visit', 'other'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_CHANNEL_LABELS: Record<ContactChannel | 'email', string> = {
  email: 'E-mail',
  phone: 'Phone call',
  viber: 'Viber',
  messenger: 'Messenger',
  whatsapp: 'WhatsApp',
  visit: 'Visit',
  other: 'Other',
};
/** A visit's date (a service request's technician visit, docs/product.md §30): today when not given. */
const VISIT_DATE = 'Use a date like 2026-12-24 for the visit.';
export const contactLogSchema = z
  .object({
    channel: z.enum(CONTACT_CHANNELS, { error: 'Choose how you contacted them.' }),
    note: requiredPlain(2000, DESK_MESSAGES.note, { multiline: true }),
    visit_on: z.iso.date({ error: VISIT_DATE }).nullish(),
  })
  .refine((v) => !v.visit_on || v.channel === 'visit', {
    message: 'Only a visit has a date.',
    path: ['visit_on'],
  });
export type ContactLogInput = z.infer<typeof contactLogSchema>;

export const REPLY_QUEUED = 'Reply queued: it is sent through the outbox.';
export const CONTACT_LOGGED = 'Contact logged.';

// Response-time figures.

export const REPORT_DAYS = [7, 30, 90] as const;
export const responseTimesQuery = z.object({
  days: z.coerce
    .number()
    .refine((d) => (REPORT_DAYS as readonly number[]).includes(d), 'Use 7, 30 or 90 days.')
    .default(30),
});
const figures = z.object({
  leads: z.number(),
  answered: z.number(),
  /** Business minutes from arrival to the first response; null when nothing was answered. */
  median_minutes: z.number().nullable(),
  p90_minutes: z.number().nullable(),
  /** Share of the period's leads answered by their due time, 0–100; null with no leads. */
  within_target_pct: z.number().nullable(),
  /** Unanswered open leads past their due time, now. */
  overdue_now: z.number(),
});
export type ResponseFigures = z.infer<typeof figures>;
/** The figures of a period (or group) without a single lead. */
export const NO_RESPONSE_FIGURES: ResponseFigures = {
  leads: 0,
  answered: 0,
  median_minutes: null,
  p90_minutes: null,
  within_target_pct: null,
  overdue_now: 0,
};
export const responseTimesSchema = okEnvelope(
  z.object({
    days: z.number(),
    overall: figures,
    by_user: z.array(figures.extend({ user_id: z.number().nullable(), name: z.string() })),
    by_kind: z.array(figures.extend({ kind: z.enum(LEAD_KINDS) })),
    by_source: z.array(figures.extend({ page: z.string() })),
    /** The overdue leads now, most overdue first (at most 50). */
    overdue: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        kind: z.enum(LEAD_KINDS),
        due_at: z.string(),
        assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
      }),
    ),
  }),
);
export type ResponseTimes = z.infer<typeof responseTimesSchema>['data'];
