import { z } from 'zod';
import { ROLES } from '../constants';
import { mailStatusSchema } from './mail-status';

/** GET /admin/dashboard: the welcome message, the caller and the totals behind the count tiles. */
export const dashboardResponseSchema = z.object({
  message: z.string(),
  user: z.object({ id: z.number(), name: z.string(), role: z.enum(ROLES) }),
  counts: z.object({
    products: z.number(),
    brands: z.number(),
    categories: z.number(),
    variants: z.number(),
    news: z.number(),
    /** New leads in the caller's scope (a sales rep's own); absent for a role without `leads.read`. */
    leads_new: z.number().optional(),
  }),
  /**
   * Variants and articles whose scheduled publish or unpublish failed (docs/product.md §29): shown
   * until the record is saved again, never silent.
   */
  publish_failures: z
    .array(
      z.object({ entity: z.enum(['variant', 'news']), id: z.number(), name: z.string(), error: z.string() }),
    )
    .optional(),
  /** For admins (settings.write) only: what needs fixing before leads go unanswered (docs/product.md §24). */
  health: z
    .object({
      /**
       * Outbox mails failing for over 15 minutes, and those given up in the last 24 hours; and
       * whether mail is on (SMTP_URL) and can carry links (PUBLIC_URL).
       */
      mail: mailStatusSchema.extend({ stuck: z.number(), oldest_at: z.string().nullable() }),
      /** The person who gets the leads no rule matches: none chosen, or deactivated or away. */
      fallback: z.enum(['ok', 'missing', 'deactivated']),
    })
    .optional(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export type DashboardCounts = DashboardResponse['counts'];
export type DashboardHealth = NonNullable<DashboardResponse['health']>;

/** GET /admin/dashboard/search-misses: what buyers searched for and did not find, last 30 days. */
export const searchMissesSchema = z.object({
  days: z.number(),
  misses: z.array(z.object({ words: z.string(), count: z.number() })),
});
export type SearchMisses = z.infer<typeof searchMissesSchema>;
