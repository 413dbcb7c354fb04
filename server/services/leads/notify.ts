import { and, asc, eq } from 'drizzle-orm';
import type { LeadKind } from '#common/constants';
import { can } from '#common/permissions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { leadEvents, leadItems, leads, mailOutbox, users, variants } from '../../db/schema';
import { publicVisible } from '../catalog/variant-mapper';
import { ACK_HELD_NOTE, ackAllowed } from '../mail/ack-limit';
import { ackMail, type MailLead, staffMail } from '../mail/lead-mails';
import { textSettings } from '../settings';

/** Where mail for a new lead goes out from; null when SMTP_URL is not set (no mail at all). */
export interface MailContext {
  /** MAIL_FROM, or null to send as the site name and the public contact address. */
  from: string | null;
  /** PUBLIC_URL: the only origin a link in a mail is built from; null shows the admin path as text. */
  publicUrl: string | null;
}

/** Where lead mail goes out from, by the server's config; null without SMTP_URL. */
export function leadMailContext({ SMTP_URL, MAIL_FROM, PUBLIC_URL }: Config): MailContext | null {
  // Links in mails come from PUBLIC_URL only, never from the request's Host or forwarded headers.
  return SMTP_URL ? { from: MAIL_FROM ?? null, publicUrl: PUBLIC_URL ?? null } : null;
}

const KEYS = ['notification_email', 'site_name', 'company_email', 'company_phone'] as const;

async function mailSettings(db: Db) {
  const value = await textSettings(db, KEYS);
  return {
    notificationEmail: value('notification_email'),
    siteName: value('site_name') || 'Ironsite',
    companyEmail: value('company_email'),
    companyPhone: value('company_phone'),
  };
}

/**
 * The name of the variant a product-detail inquiry is about, when its id names one the public can
 * see; null otherwise (the acknowledgement then leaves the product out). The typed `product` is
 * never used: it is free text from whoever sent the form.
 */
async function inquiryProduct(db: Db, lead: MailLead): Promise<string | null> {
  const id = lead.payload.variant_id;
  if (lead.payload.source !== 'product-detail' || typeof id !== 'number' || !Number.isInteger(id))
    return null;
  const [row] = await db
    .select({ name: variants.name })
    .from(variants)
    .where(and(eq(variants.id, id), publicVisible));
  return row?.name ?? null;
}

/** "Name" <address>, with the characters that would break the header taken out of the name. */
const mailbox = (name: string, address: string) => `"${name.replace(/["\\\r\n<>]/g, '')}" <${address}>`;

/**
 * The From of the desk's own mails (replies, reminders, escalations): MAIL_FROM, or the site name at
 * the public contact address, as the new-lead mails; null when Settings → Contact has no address,
 * or without SMTP (`ctx` null), so a caller sends nothing without either.
 */
export async function deskMailFrom(db: Db, ctx: MailContext | null): Promise<string | null> {
  if (!ctx) return null;
  if (ctx.from) return ctx.from;
  const site = await mailSettings(db);
  const address = site.companyEmail || site.notificationEmail;
  return address ? mailbox(site.siteName, address) : null;
}

/**
 * Queues the staff notification and the visitor's acknowledgement in the caller's transaction,
 * when there is a notification address in Settings → Contact. Returns how many rows it queued.
 * The acknowledgement is held back past the address's daily limit (mail/ack-limit.ts), and the
 * lead's history says so, for staff who wonder why the buyer got none.
 */
export async function queueLeadMails(tx: Db, lead: MailLead, ctx: MailContext): Promise<number> {
  const site = await mailSettings(tx);
  if (!site.notificationEmail) return 0;
  const from = ctx.from ?? mailbox(site.siteName, site.companyEmail || site.notificationEmail);
  const staff = staffMail(lead, ctx.publicUrl);
  const rows: (typeof mailOutbox.$inferInsert)[] = [
    { leadId: lead.id, kind: 'staff', from, to: site.notificationEmail, replyTo: lead.email, ...staff },
  ];
  if (await ackAllowed(tx, lead.email, lead.createdAt)) {
    const ack = ackMail(lead, site, await inquiryProduct(tx, lead));
    rows.push({
      leadId: lead.id,
      kind: 'ack',
      from,
      to: lead.email,
      replyTo: site.companyEmail || null,
      ...ack,
    });
  } else {
    await tx.insert(leadEvents).values({ leadId: lead.id, status: 'new', note: ACK_HELD_NOTE });
  }
  await tx.insert(mailOutbox).values(rows);
  return rows.length;
}

/** Who or what assigned a lead, as the assignee's mail says it ("Assigned to you by …"). */
export function routedBy(routed: {
  ruleName: string | null;
  note: string | null;
  branchName?: string;
}): string {
  if (routed.ruleName) return `the routing rule “${routed.ruleName}”`;
  if (routed.branchName) return `routing, to the staff of the branch “${routed.branchName}”`;
  return routed.note ? 'routing, as no fallback person was available' : 'routing, as the fallback person';
}

/** A stored lead as its mails show it, with a quote list's machines. */
export async function mailLeadOf(tx: Db, id: number): Promise<MailLead | null> {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id));
  if (!row) return null;
  const items = await tx
    .select({
      position: leadItems.position,
      variantId: leadItems.variantId,
      variantName: leadItems.variantName,
      brandName: leadItems.brandName,
      quantity: leadItems.quantity,
      note: leadItems.note,
    })
    .from(leadItems)
    .where(eq(leadItems.leadId, id))
    .orderBy(asc(leadItems.position));
  return { ...row, kind: row.kind as LeadKind, payload: row.payload as Record<string, unknown>, items };
}

/**
 * Queues the lead's details for the person it was just assigned to (docs/product.md §24), in the
 * caller's transaction — the assignment's own — so the mail exists exactly when the assignment
 * does. Only to an active account whose role works leads (§23: buyer data goes to no one else).
 * Returns how many rows it queued (0 or 1).
 */
export async function queueAssignmentMail(
  tx: Db,
  lead: MailLead,
  assigneeId: number,
  assignedBy: string,
  ctx: MailContext,
): Promise<number> {
  const [person] = await tx
    .select({ email: users.email, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, assigneeId));
  if (!person || person.deactivatedAt || !can(person.role, 'leads.work')) return 0;
  const from = await deskMailFrom(tx, ctx);
  if (!from) return 0;
  const mail = staffMail(lead, ctx.publicUrl, assignedBy);
  await tx
    .insert(mailOutbox)
    .values({ leadId: lead.id, kind: 'assignment', from, to: person.email, replyTo: lead.email, ...mail });
  return 1;
}
