import { eq } from 'drizzle-orm';
import { businessDate } from '#common/business-date';
import { type ContactLogInput, DESK_MESSAGES, type LeadReplyInput } from '#common/schemas/lead-desk';
import type { LeadDetail, LeadStatus } from '#common/schemas/leads';
import type { Db } from '../../db/client';
import { leadEvents, leads, mailOutbox, users } from '../../db/schema';
import { Conflict } from '../../errors';
import type { AuthUser } from '../auth';
import { escapeHtml, htmlDocument } from '../mail/html';
import { signalMailQueued } from '../mail/signal';
import { loadCalendar } from './calendar';
import { businessMinutesBetween } from './clock';
import { leadInScope, showLead } from './inbox';
import { deskMailFrom, type MailContext } from './notify';

// What stops a lead's clock (docs/product.md §24, decision 047): a reply sent from the inbox (when
// it is queued in the outbox, not when the mail server takes it: the worker's retries are ours,
// not the sales rep's delay) or a contact logged by hand (a call, Viber, Messenger…). Either is a
// history entry; the first of them sets first_response_at and its business minutes, once.

/** Settings → Contact has neither the company nor the notification address: no From for a reply. */
const NO_SENDER = 'Settings → Contact has no e-mail address to send replies from.';

type LeadRow = typeof leads.$inferSelect;

/**
 * The first response, when this is it: stores its time and the business minutes since the lead
 * arrived (counted once, here, so the figures never recount them), and moves a new lead to
 * contacted. Answers the lead's status afterwards.
 */
async function markFirstResponse(tx: Db, lead: LeadRow, at: Date): Promise<LeadStatus> {
  const status = (lead.status === 'new' ? 'contacted' : lead.status) as LeadStatus;
  if (lead.firstResponseAt !== null) return lead.status as LeadStatus;
  const minutes = businessMinutesBetween(lead.createdAt, at, await loadCalendar(tx, lead.createdAt));
  await tx
    .update(leads)
    .set({ firstResponseAt: at, responseMinutes: minutes, status })
    .where(eq(leads.id, lead.id));
  return status;
}

/** The lead within the caller's scope, locked for the rest of the transaction; 404 outside it, 409 erased. */
export async function lockLead(tx: Db, id: number, by: AuthUser) {
  const { lead, scope } = await leadInScope(tx, id, by, true);
  if (lead.erasedAt) throw new Conflict(DESK_MESSAGES.erased);
  return { lead, scope };
}

/**
 * Where a staff member's mail to a lead's sender goes out from, and the origin of its links: 409
 * without mail or without a From.
 */
export async function staffMailSender(
  tx: Db,
  mail: MailContext | null,
): Promise<{ from: string; publicUrl: string | null }> {
  if (!mail) throw new Conflict(DESK_MESSAGES.noMail);
  const from = await deskMailFrom(tx, mail);
  if (!from) throw new Conflict(NO_SENDER);
  return { from, publicUrl: mail.publicUrl };
}

/**
 * A staff member's mail to the lead's sender (a reply, a quotation), queued in the outbox with its
 * history entry and the first response when this is it. Answers to the staff member's own address
 * (Reply-To), so the buyer's answer reaches the person who wrote.
 */
export async function queueStaffMail(
  tx: Db,
  lead: LeadRow,
  by: AuthUser,
  now: Date,
  mail: Omit<typeof mailOutbox.$inferInsert, 'leadId' | 'to' | 'replyTo'> & { subject: string },
  event: Pick<typeof leadEvents.$inferInsert, 'quotationId' | 'quotationAction'> = {},
): Promise<void> {
  const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, by.id));
  const [queued] = await tx
    .insert(mailOutbox)
    .values({ leadId: lead.id, to: lead.email, replyTo: me?.email ?? null, ...mail })
    .returning({ id: mailOutbox.id });
  const status = await markFirstResponse(tx, lead, now);
  await tx.insert(leadEvents).values({
    leadId: lead.id,
    status,
    closeReason: lead.closeReason,
    note: mail.subject,
    channel: 'email',
    mailId: queued.id,
    ...event,
    userId: by.id,
    userName: by.name,
  });
}

/** The reply's HTML part: the text escaped, its blank lines as paragraphs and its line breaks kept. */
const replyHtml = (subject: string, body: string) =>
  htmlDocument(
    subject,
    body
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
      .join(''),
  );

/**
 * A reply to the lead's sender, queued in the outbox with the lead's history entry and the first
 * response, in one transaction: a reply is never recorded without its mail, nor queued twice by a
 * double submit's second half racing the first (the row lock orders them). Answers to the staff
 * member's own address (Reply-To), so the buyer's answer reaches the person who wrote.
 */
export async function replyToLead(
  db: Db,
  id: number,
  input: LeadReplyInput,
  by: AuthUser,
  mail: MailContext | null,
): Promise<LeadDetail> {
  const detail = await db.transaction(async (tx) => {
    const { lead, scope } = await lockLead(tx, id, by);
    const { from } = await staffMailSender(tx, mail);
    await queueStaffMail(tx, lead, by, new Date(), {
      kind: 'reply',
      from,
      subject: input.subject,
      text: input.body,
      html: replyHtml(input.subject, input.body),
    });
    return showLead(tx, id, scope, by);
  });
  signalMailQueued();
  return detail;
}

/** A contact made outside the inbox (a call, a chat), as a history entry; the first stops the clock. */
export async function logContact(
  db: Db,
  id: number,
  input: ContactLogInput,
  by: AuthUser,
): Promise<LeadDetail> {
  return db.transaction(async (tx) => {
    const { lead, scope } = await lockLead(tx, id, by);
    const status = await markFirstResponse(tx, lead, new Date());
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      status,
      closeReason: lead.closeReason,
      note: input.note,
      channel: input.channel,
      // A visit is logged with its date, today's when not given (docs/product.md §30).
      visitOn: input.channel === 'visit' ? (input.visit_on ?? businessDate(new Date())) : null,
      userId: by.id,
      userName: by.name,
    });
    return showLead(tx, id, scope, by);
  });
}
