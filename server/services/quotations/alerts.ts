import { type Currency, formatCents } from '#common/money';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { readDeskRow } from '../leads/calendar';
import { deskMailFrom, type MailContext } from '../leads/notify';
import { activeStaff, managersOrAdmins } from '../leads/recipients';
import { availableFallback } from '../leads/routing';
import { textSetting } from '../settings';
import { type Alert, alertMail } from './alert-mail';
import { type QuotationRow, referenceOf } from './read';

// Who hears that a buyer accepted a quotation or asked about it (docs/product.md §25): the mail
// carries the buyer's name, company and question, so only people who work leads (leads/
// recipients.ts). The lead's owner, while active in such a role; else the lead desk's fallback
// person, when available as routing reckons it; else the notification address of Settings →
// Contact (the inbox every new lead already goes to); else the active managers, and with none
// the active admins — so an acceptance is never heard by nobody.

interface AlertLead {
  id: number;
  name: string;
  email: string;
  company: string | null;
  assigneeId: number | null;
}

async function alertRecipients(tx: Db, assigneeId: number | null): Promise<string[]> {
  if (assigneeId !== null) {
    const owner = (await activeStaff(tx, [assigneeId])).get(assigneeId);
    if (owner?.worksLeads) return [owner.email];
  }
  const fallback = await availableFallback(tx, (await readDeskRow(tx)).fallbackUserId);
  if (fallback) return [fallback.email];
  const notification = await textSetting(tx, 'notification_email');
  if (notification) return [notification];
  return managersOrAdmins(tx);
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
