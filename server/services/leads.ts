import type { LeadKind } from '#common/constants';
import type { Db } from '../db/client';
import { leadEvents, leadItems, leads } from '../db/schema';
import { countQuoteRequests } from './interest/record';
import { deskFor, promisedHoursFor } from './leads/desk-for';
import { type LeadInput, leadMessage } from './leads/message';
import { type MailContext, queueAssignmentMail, queueLeadMails, routedBy } from './leads/notify';
import { isSureSpam, screenSubmission, spamNote, withoutSpamFields } from './leads/spam';
import type { LeadItem } from './mail/lead-mails';
import { signalMailQueued } from './mail/signal';
import { consentColumns } from './privacy/notice';

export type { LeadInput } from './leads/message';
export type { MailContext } from './leads/notify';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** When the request arrived; the spam screen measures the form's fill time against it. */
  receivedAt?: Date;
}

/** What a form adds to the lead row and stores beside it (a quote list, decision 021). */
export interface LeadExtras {
  columns?: Partial<typeof leads.$inferInsert>;
  /** A quote list's machines, stored with the lead and listed in its e-mails. */
  items?: LeadItem[];
  /** Machines a rule may match beyond the form's own (a parts or service request's, §30). */
  variantIds?: number[];
  /** A parts or service request whose machine is down: timed on the shorter target (§30). */
  machineDown?: boolean;
  /** The acknowledgement's promise when the form words its own from the due time (§30). */
  promise?: (dueAt: Date | null) => string;
}

/**
 * Stores one lead: the searchable columns extracted, the full validated payload kept as JSON.
 * In the same transaction a lead with a filled honeypot is closed as spam, and any other queues
 * its e-mails (when `mail` is given) — one flagged only for speed or links too, as it may be a
 * person's (the inbox marks it "Possible spam"); sending happens later in the outbox worker.
 */
export async function createLead(
  db: Db,
  kind: LeadKind,
  input: LeadInput,
  meta: RequestMeta,
  mail: MailContext | null = null,
) {
  const queued = await db.transaction((tx) => insertLead(tx, kind, input, meta, mail));
  if (queued.mails > 0) signalMailQueued();
  return { success: true as const, message: leadMessage(kind, input, queued.hours), id: queued.id };
}

/**
 * createLead's work inside the caller's transaction, for a form that checks more in it first;
 * the caller wakes the mail worker (signalMailQueued) after committing when `mails` > 0.
 */
export async function insertLead(
  tx: Db,
  kind: LeadKind,
  input: LeadInput,
  meta: RequestMeta,
  mail: MailContext | null,
  extras: LeadExtras = {},
) {
  const screening = screenSubmission(input, meta.receivedAt ?? new Date());
  const spam = isSureSpam(screening.flags);
  const payload = withoutSpamFields(input);
  const consent = await consentColumns(tx, input, meta.receivedAt ?? new Date());
  const items = extras.items ?? [];
  const createdAt = new Date();
  // Owner and clock (docs/product.md §24), in this transaction: no lead is stored without them.
  // A lead closed as spam on arrival has neither: nobody is to answer it.
  const desk = spam
    ? null
    : await deskFor(
        tx,
        kind,
        createdAt,
        {
          kind,
          variantIds: [
            ...items.map((i) => i.variantId),
            input.variant_id,
            ...(extras.variantIds ?? []),
          ].filter((id): id is number => typeof id === 'number'),
          regionCode: extras.columns?.regionCode ?? null,
          buyerType: extras.columns?.buyerType ?? null,
          branchId: extras.columns?.branchId ?? null,
          words: typeof input.product === 'string' ? input.product : null,
        },
        extras.machineDown,
      );
  const [row] = await tx
    .insert(leads)
    .values({
      kind,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      subject: input.subject ?? null,
      product: input.product ?? null,
      message: input.message ?? input.project_description ?? null,
      payload,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      page: input.page ?? null,
      status: spam ? 'closed' : 'new',
      closeReason: spam ? 'spam' : null,
      spamFlags: screening.flags,
      fillMs: screening.fillMs,
      ...consent,
      ...extras.columns,
      createdAt,
      assigneeId: desk?.routed?.userId ?? null,
      dueAt: desk?.dueAt ?? null,
      remindAt: desk?.remindAt ?? null,
    })
    .returning();
  if (desk?.routed) {
    const { userId, name, ruleName, note } = desk.routed;
    await tx
      .insert(leadEvents)
      .values({ leadId: row.id, status: 'new', assignedToId: userId, assignedToName: name, ruleName, note });
  }
  if (items.length > 0) await tx.insert(leadItems).values(items.map((item) => ({ ...item, leadId: row.id })));
  if (spam) {
    await tx
      .insert(leadEvents)
      .values({ leadId: row.id, status: 'closed', closeReason: 'spam', note: spamNote(screening.flags) });
    // The same words as any other visitor's: a bot learns nothing from the answer.
    return { id: row.id, mails: 0, hours: await promisedHoursFor(tx, kind), dueAt: null };
  }
  // The staff's interest figures (docs/product.md §20): the machines this lead asks about.
  const machines = [...items.map((item) => item.variantId), input.variant_id];
  await countQuoteRequests(tx, machines, meta.receivedAt ?? new Date());
  const hours = desk?.hours;
  const dueAt = desk?.dueAt ?? null;
  if (!mail) return { id: row.id, mails: 0, hours, dueAt };
  const promise = extras.promise?.(dueAt);
  const mailLead = { ...row, kind, payload, items, promisedHours: hours, promise };
  let mails = await queueLeadMails(tx, mailLead, mail);
  // The person routing chose hears of it at once, not only the notification address (§24).
  if (desk?.routed)
    mails += await queueAssignmentMail(tx, mailLead, desk.routed.userId, routedBy(desk.routed), mail);
  return { id: row.id, mails, hours, dueAt };
}
