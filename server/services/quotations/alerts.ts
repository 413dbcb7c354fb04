import { and, asc, eq, isNull } from 'drizzle-orm';
import { type Currency, formatCents } from '#common/money';
import type { Db } from '../../db/client';
import { mailOutbox, users } from '../../db/schema';
import { deskMailFrom, type MailContext } from '../leads/notify';
import { textSetting } from '../settings';
import { type Alert, alertMail } from './alert-mail';
import { type QuotationRow, referenceOf } from './read';

// Who hears that a buyer accepted a quotation or asked about it (docs/product.md §25): the lead's
// owner; with none (or a deactivated one) the notification address of Settings → Contact; with
// none of that either, every active admin, so an acceptance is never heard by nobody.

interface AlertLead {
  id: number;
  name: string;
  email: string;
  company: string | null;
  assigneeId: number | null;
}

async function alertRecipients(tx: Db, assigneeId: number | null): Promise<string[]> {
  if (assigneeId !== null) {
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, assigneeId), isNull(users.deactivatedAt)));
    if (owner) return [owner.email];
  }
  const notification = await textSetting(tx, 'notification_email');
  if (notification) return [notification];
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id));
  return admins.map((a) => a.email);
}

/**
 * Queues the staff's 'quotation_alert' mails in the caller's transaction; returns how many.
 * Nothing without SMTP (`mail` null) or without a From address: the lead's history still says it.
 */
export async function queueQuotationAlert(
  tx: Db,
  lead: AlertLead,
  quotation: QuotationRow,
  alert: Alert,
  mail: MailContext | null,
): Promise<number> {
  if (!mail) return 0;
  const from = await deskMailFrom(tx, mail);
  if (!from) return 0;
  const to = await alertRecipients(tx, lead.assigneeId);
  if (to.length === 0) return 0;
  const composed = alertMail(
    {
      leadId: lead.id,
      reference: referenceOf(quotation),
      total: formatCents(quotation.totalCents, quotation.currency as Currency),
      buyer: lead.name,
      company: lead.company,
    },
    alert,
    mail.publicUrl,
  );
  await tx.insert(mailOutbox).values(
    to.map((address) => ({
      leadId: lead.id,
      quotationId: quotation.id,
      kind: 'quotation_alert',
      from,
      to: address,
      // A question is answered by replying to the mail; an acceptance needs no answer by mail.
      replyTo: alert.kind === 'question' ? lead.email : null,
      ...composed,
    })),
  );
  return to.length;
}
