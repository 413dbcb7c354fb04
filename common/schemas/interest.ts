import { z } from 'zod';
import { CHAT_CHANNELS } from '../chat-links';
import { idNumber } from './shared';

// Interest figures for staff (docs/product.md §20): the beacon the public pages send, and the
// dashboard's answer, written once for the server, the pages and the admin.

/** Every event counted per machine and day; page views, quote requests and sheet downloads are counted by the server. */
const INTEREST_EVENTS = [
  'page_view',
  'compare_add',
  'quote_list_add',
  'chat_click',
  'quote_request',
  'sheet_download',
] as const;
export type InterestEvent = (typeof INTEREST_EVENTS)[number];

/** What a page may report with the beacon: a person's action that never reaches the server otherwise. */
const BEACON_EVENTS = ['compare_add', 'quote_list_add', 'chat_click'] as const;

/** A beacon is three short fields; anything bigger is not one (413 before it is read). */
export const INTEREST_BODY_LIMIT_BYTES = 1024;

export const INTEREST_MESSAGES = {
  variant: 'The machine must be given by its id, a positive whole number.',
  unknownVariant: 'This machine does not exist or is not shown on the site.',
  event: `The event must be one of: ${BEACON_EVENTS.join(', ')}.`,
  channel: `The channel must be one of: ${CHAT_CHANNELS.join(', ')}.`,
  channelMissing: `A chat click needs its channel: ${CHAT_CHANNELS.join(', ')}.`,
  channelNotAllowed: 'Only a chat click has a channel.',
  days: 'Days must be 7 or 30.',
} as const;

/**
 * POST /api/public/interest. Only these fields are read (any other is dropped before the service):
 * the beacon names a machine and an action, never a person.
 */
export const interestBeaconSchema = z
  .object({
    variant_id: idNumber(INTEREST_MESSAGES.variant),
    event: z.enum(BEACON_EVENTS, INTEREST_MESSAGES.event),
    channel: z.enum(CHAT_CHANNELS, INTEREST_MESSAGES.channel).optional(),
  })
  .superRefine((beacon, ctx) => {
    if (beacon.event === 'chat_click' && !beacon.channel) {
      ctx.addIssue({ code: 'custom', path: ['channel'], message: INTEREST_MESSAGES.channelMissing });
    }
    if (beacon.event !== 'chat_click' && beacon.channel) {
      ctx.addIssue({ code: 'custom', path: ['channel'], message: INTEREST_MESSAGES.channelNotAllowed });
    }
  });
export type InterestBeacon = z.infer<typeof interestBeaconSchema>;

export const INTEREST_DAYS = ['7', '30'] as const;

/** GET /api/admin/dashboard/interest?days=7|30 (7 when not given). */
export const interestFiguresQuery = z.object({
  days: z
    .enum(INTEREST_DAYS, INTEREST_MESSAGES.days)
    .default('7')
    .transform((d) => Number(d) as 7 | 30),
});

const figures = {
  views: z.number(),
  compare_adds: z.number(),
  quote_list_adds: z.number(),
  chat_clicks: z.number(),
  quote_requests: z.number(),
  /** Spec and comparison sheets downloaded (docs/product.md §22). */
  sheet_downloads: z.number(),
};

const machineFiguresSchema = z.object({
  variant_id: z.number(),
  name: z.string(),
  brand: z.string(),
  product: z.string(),
  ...figures,
  /** Chat clicks by app. */
  chat: z.object({ messenger: z.number(), viber: z.number(), whatsapp: z.number() }),
});
export type MachineFigures = z.infer<typeof machineFiguresSchema>;

/** The machines shown in Top machines, the most viewed first. */
export const TOP_MACHINES = 20;

export const interestFiguresSchema = z.object({
  days: z.number(),
  /** First and last day counted (business time, inclusive): today and the days before it. */
  from: z.string(),
  to: z.string(),
  /** Over every machine, not only the top ones. */
  totals: z.object(figures),
  /** Views → compare or quote-list adds → quote requests, over every machine. */
  funnel: z.object({ views: z.number(), adds: z.number(), quote_requests: z.number() }),
  machines: z.array(machineFiguresSchema),
});
export type InterestFigures = z.infer<typeof interestFiguresSchema>;
