import { z } from 'zod';

/**
 * What this server can send by e-mail (docs/product.md §24, §25; decision 052), from its settings:
 * `enabled` with SMTP_URL, `public_url_set` with PUBLIC_URL (without it a mail cannot carry the
 * buyer's quotation link, so a quotation is not e-mailed). Staff screens say so before anyone
 * writes a reply, a quotation or an invitation that cannot leave.
 */
export const mailStatusSchema = z.object({ enabled: z.boolean(), public_url_set: z.boolean() });
export type MailStatus = z.infer<typeof mailStatusSchema>;
