import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { dayNumber } from '#common/business-date';
import { type Currency, formatCents } from '#common/money';
import type { BuyerQuotation, QuotationPageData } from '#common/schemas/quotation-page';
import { QUOTATION_LIMITS, QUOTATION_MESSAGES } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import { leadEvents, leads, quotationLinks, quotations } from '../../db/schema';
import { Conflict, Gone, NotFound } from '../../errors';
import { businessDate } from '../leads/business-time';
import type { MailContext } from '../leads/notify';
import { signalMailQueued } from '../mail/signal';
import { queueAcceptedMail } from './accepted-mail';
import { queueQuotationAlert } from './alerts';
import { isLinkToken, linkTokenHash, newLinkToken, quotationPagePath, quotationPdfPath } from './link';
import { linesOf, numberAccepted, type QuotationRow, readStatus, referenceOf, toQuotation } from './read';

// The buyer's side of a quotation, by its private link (docs/product.md §25, decision 048). A link
// opens its revision while the lead is not erased and until the end of the 30th day after the
// validity date in Manila; a draft never, a superseded revision only to offer the newest. Every
// other case is one 404, whatever the reason, so a link's answer says nothing about why.
// `now` is a parameter so the tests can move time.

/** Past the end (Manila) of the last day the link works: its validity date + 30 days, as days. */
export const linkEnded = (validUntil: string, now: Date) =>
  dayNumber(businessDate(now)) > dayNumber(validUntil) + QUOTATION_LIMITS.linkDaysAfterValidity;

/** Where the holder of a superseded revision's link asks for the newest one. */
const quotationNewestPath = (token: string) => `${quotationPagePath(token)}/newest`;

const leadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  company: leads.company,
  status: leads.status,
  closeReason: leads.closeReason,
  assigneeId: leads.assigneeId,
  erasedAt: leads.erasedAt,
};

/** The link's quotation and lead: one lookup by the token's hash; null for a malformed token. */
async function byToken(db: Db, token: string, lock = false) {
  if (!isLinkToken(token)) return null;
  const query = db
    .select({ quotation: quotations, lead: leadColumns })
    .from(quotationLinks)
    .innerJoin(quotations, eq(quotations.id, quotationLinks.quotationId))
    .innerJoin(leads, eq(leads.id, quotations.leadId))
    .where(eq(quotationLinks.tokenHash, linkTokenHash(token)));
  const [row] = lock ? await query.for('update', { of: quotations }) : await query;
  return row ?? null;
}
type Found = NonNullable<Awaited<ReturnType<typeof byToken>>>;

/** What a link opens: its revision, a superseded one's offer of the newest, or nothing (404). */
function linkState(found: Found | null, now: Date): 'open' | 'superseded' | null {
  if (!found || found.lead.erasedAt !== null || found.quotation.status === 'draft') return null;
  if (linkEnded(found.quotation.validUntil, now)) return null;
  return found.quotation.status === 'superseded' ? 'superseded' : 'open';
}

/** The link's quotation, open (not draft, superseded, ended or erased), or 404. */
async function openByToken(db: Db, token: string, now: Date, lock = false): Promise<Found> {
  const found = await byToken(db, token, lock);
  if (!found || linkState(found, now) !== 'open') throw new NotFound(QUOTATION_MESSAGES.linkNotFound);
  return found;
}

async function buyerView(db: Db, found: Found, row: QuotationRow, token: string, now: Date) {
  const lines = (await linesOf(db, [row.id])).get(row.id) ?? [];
  const { id: _id, lead_id: _lead, pdf_url: _pdf, ...quotation } = toQuotation(row, lines, now);
  return {
    ...quotation,
    pdf_url: quotationPdfPath(token),
    buyer: { name: found.lead.name, company: found.lead.company },
  } satisfies BuyerQuotation;
}

/** A history entry of the buyer's, at the lead's current status. */
const buyerEvent = (found: Found, action: 'viewed' | 'accepted' | 'question', now: Date) => ({
  leadId: found.lead.id,
  status: found.lead.status,
  closeReason: found.lead.closeReason,
  quotationId: found.quotation.id,
  quotationAction: action,
  createdAt: now,
});

/**
 * The first opening of a sent revision (its page or its PDF): viewed, with a history entry, once.
 * The update is conditional, so two first openings at once record one view.
 */
async function markViewed(db: Db, found: Found, now: Date): Promise<QuotationRow> {
  if (found.quotation.status !== 'sent') return found.quotation;
  return db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(quotations)
      .set({ status: 'viewed', viewedAt: now })
      .where(and(eq(quotations.id, found.quotation.id), eq(quotations.status, 'sent')))
      .returning();
    if (!viewed) {
      const [current] = await tx.select().from(quotations).where(eq(quotations.id, found.quotation.id));
      return current;
    }
    await tx.insert(leadEvents).values(buyerEvent(found, 'viewed', now));
    return viewed;
  });
}

/** The page at /quotation/<token>. */
export async function quotationPage(db: Db, token: string, now = new Date()): Promise<QuotationPageData> {
  const found = await byToken(db, token);
  const state = linkState(found, now);
  if (!found || state === null) return { state: 'not-found' };
  if (state === 'superseded')
    return {
      state: 'superseded',
      reference: referenceOf(found.quotation),
      newest: quotationNewestPath(token),
    };
  const row = await markViewed(db, found, now);
  return { state: 'open', quotation: await buyerView(db, found, row, token, now), token };
}

/** The id of the link's quotation for its PDF (the page's rules; an opening counts as a view). */
export async function quotationIdForPdf(db: Db, token: string, now = new Date()): Promise<number> {
  const found = await openByToken(db, token, now);
  await markViewed(db, found, now);
  return found.quotation.id;
}

/**
 * The lead's row locked, then the link's quotation under it: the order staff writes take
 * (access.ts), so an acceptance and a sending of the same number take turns without a deadlock.
 */
async function lockedByToken(tx: Db, token: string, now: Date): Promise<Found> {
  const found = await openByToken(tx, token, now);
  await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, found.lead.id)).for('update');
  return openByToken(tx, token, now, true);
}

/**
 * Accept: the time and the typed name, a history entry, the staff's mail and the buyer's
 * confirmation, in one transaction.
 * Again is the same answer with nothing written (idempotent); past the validity date, 410; a
 * revision of a number already accepted in another revision, 409 (one acceptance per number).
 * The lead stays as it is: staff confirm the sale themselves (Close as won).
 */
export async function acceptQuotation(
  db: Db,
  token: string,
  name: string,
  mail: MailContext | null,
  now = new Date(),
): Promise<BuyerQuotation> {
  let queued = 0;
  const view = await db.transaction(async (tx) => {
    const found = await lockedByToken(tx, token, now);
    const current = found.quotation;
    if (current.status === 'accepted') return buyerView(tx, found, current, token, now);
    if (readStatus(current, now) === 'expired') throw new Gone(QUOTATION_MESSAGES.expired);
    if (await numberAccepted(tx, current)) throw new Conflict(QUOTATION_MESSAGES.otherRevisionAccepted);
    const [accepted] = await tx
      .update(quotations)
      .set({ status: 'accepted', acceptedAt: now, acceptedName: name, viewedAt: current.viewedAt ?? now })
      .where(eq(quotations.id, current.id))
      .returning();
    // The note is the typed name alone; the history line words it (docs/product.md §25.3).
    await tx.insert(leadEvents).values({ ...buyerEvent(found, 'accepted', now), note: name });
    queued = await queueQuotationAlert(tx, found.lead, accepted, { kind: 'accepted', name }, mail);
    queued += await queueAcceptedMail(
      tx,
      {
        leadId: found.lead.id,
        quotationId: accepted.id,
        reference: referenceOf(accepted),
        total: formatCents(accepted.totalCents, accepted.currency as Currency),
        name,
        to: found.lead.email,
        signatoryName: accepted.signatoryName,
        signatoryEmail: accepted.signatoryEmail,
      },
      mail,
    );
    return buyerView(tx, found, accepted, token, now);
  });
  if (queued > 0) signalMailQueued();
  return view;
}

/** A buyer's question: on the lead's history under the buyer's name, and mailed to staff, at once. */
export async function askAboutQuotation(
  db: Db,
  token: string,
  message: string,
  mail: MailContext | null,
  now = new Date(),
): Promise<void> {
  const queued = await db.transaction(async (tx) => {
    const found = await openByToken(tx, token, now);
    await tx
      .insert(leadEvents)
      .values({ ...buyerEvent(found, 'question', now), note: message, userName: found.lead.name });
    return queueQuotationAlert(tx, found.lead, found.quotation, { kind: 'question', message }, mail);
  });
  if (queued > 0) signalMailQueued();
}

/**
 * The holder of a superseded revision's link asks for the newest: a new link to the newest sent
 * revision of the same number and lead (the old link proves they were sent it). Returns its page's
 * path; 404 when the link does not open, or the newest has ended too.
 */
export async function newestRevisionLink(db: Db, token: string, now = new Date()): Promise<string> {
  const found = await byToken(db, token);
  const state = linkState(found, now);
  if (!found || state === null) throw new NotFound(QUOTATION_MESSAGES.linkNotFound);
  // Not superseded: this link is the newest already.
  if (state === 'open') return quotationPagePath(token);
  const { year, sequence, leadId } = found.quotation;
  const [newest] = await db
    .select({ id: quotations.id, validUntil: quotations.validUntil })
    .from(quotations)
    .where(
      and(
        eq(quotations.year, year),
        eq(quotations.sequence, sequence),
        eq(quotations.leadId, leadId),
        isNotNull(quotations.sentAt),
        ne(quotations.status, 'draft'),
        ne(quotations.status, 'superseded'),
      ),
    )
    .orderBy(desc(quotations.revision))
    .limit(1);
  if (!newest || linkEnded(newest.validUntil, now)) throw new NotFound(QUOTATION_MESSAGES.linkNotFound);
  const fresh = newLinkToken();
  await db.insert(quotationLinks).values({ tokenHash: linkTokenHash(fresh), quotationId: newest.id });
  return quotationPagePath(fresh);
}
