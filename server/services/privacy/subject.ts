import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { LeadKind } from '#common/constants';
import { fromCents } from '#common/money';
import type { SubjectData } from '#common/schemas/privacy';
import { quotationNumber, quotationReference } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import {
  leadAfterSales,
  leadEvents,
  leadItems,
  leads,
  mailOutbox,
  quotationLinks,
  quotations,
  requestPhotos,
  users,
} from '../../db/schema';

// Everything the site holds about one e-mail address, and its erasure (docs/product.md §21,
// decision 026). An erased lead keeps what the figures need (its kind, date, status, machines,
// quantities and place) and loses what names the person; its address becomes ERASED, so a second
// erasure of the same address finds nothing and changes nothing.

const ERASED = '[erased]';
/** Form fields kept in an erased lead's payload: what was asked for, never who asked. */
const KEPT_PAYLOAD = [
  'product',
  'quantity',
  'variant_id',
  'source',
  'interest_area',
  'inquiry_type',
  'buyer_type',
  'intent',
  'needed_by',
  'region',
  'province',
  'city',
  'urgency',
  'project_type',
  'product_type',
  'issue_category',
  // A parts or service request's machine and lines: what was asked for (docs/product.md §30).
  'machine',
  'items',
  'machine_down',
] as const;

const byAddress = (email: string) => sql`lower(${leads.email}) = ${email.trim().toLowerCase()}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function findSubject(db: Db, email: string): Promise<SubjectData> {
  const rows = await db
    .select()
    .from(leads)
    .where(byAddress(email))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  const ids = rows.map((r) => r.id);
  // One after another: the request's transaction (requests.ts) has one connection. No leads, no reads.
  const ofLeads = async <T>(read: () => Promise<T[]>): Promise<T[]> => (ids.length ? read() : []);
  const items = await ofLeads(() =>
    db.select().from(leadItems).where(inArray(leadItems.leadId, ids)).orderBy(asc(leadItems.position)),
  );
  const photos = await ofLeads(() =>
    db
      .select({
        id: requestPhotos.id,
        leadId: requestPhotos.leadId,
        bytes: requestPhotos.bytes,
        createdAt: requestPhotos.createdAt,
      })
      .from(requestPhotos)
      .where(inArray(requestPhotos.leadId, ids))
      .orderBy(asc(requestPhotos.createdAt), asc(requestPhotos.id)),
  );
  const mails = await ofLeads(() =>
    db.select().from(mailOutbox).where(inArray(mailOutbox.leadId, ids)).orderBy(asc(mailOutbox.id)),
  );
  // Sent revisions only: a draft was never offered to the person.
  const offered = await ofLeads(() =>
    db
      .select()
      .from(quotations)
      .where(and(inArray(quotations.leadId, ids), isNotNull(quotations.sentAt)))
      .orderBy(asc(quotations.year), asc(quotations.sequence), asc(quotations.revision)),
  );
  const accounts = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return {
    email: email.trim(),
    leads: rows.map((r) => ({
      id: r.id,
      kind: r.kind as LeadKind,
      received_at: r.createdAt.toISOString(),
      status: r.status,
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: r.company,
      tin: r.tin,
      subject: r.subject,
      product: r.product,
      message: r.message,
      page: r.page,
      ip: r.ip,
      user_agent: r.userAgent,
      note: r.note,
      privacy_notice_version: r.privacyNoticeVersion,
      marketing_opt_in: r.marketingOptIn,
      marketing_opt_in_at: iso(r.marketingOptInAt),
      payload: r.payload,
      items: items
        .filter((i) => i.leadId === r.id)
        .map((i) => ({
          variant_name: i.variantName,
          brand_name: i.brandName,
          quantity: i.quantity,
          note: i.note,
        })),
      quotations: offered
        .filter((q) => q.leadId === r.id)
        .map((q) => ({
          reference: quotationReference(quotationNumber(q.year, q.sequence), q.revision),
          status: q.status,
          currency: q.currency,
          total: fromCents(q.totalCents),
          valid_until: q.validUntil,
          sent_at: iso(q.sentAt),
          accepted_at: iso(q.acceptedAt),
          accepted_name: q.acceptedName,
        })),
      photos: photos
        .filter((p) => p.leadId === r.id)
        .map((p) => ({ id: p.id, bytes: p.bytes, received_at: p.createdAt.toISOString() })),
      mails: mails
        .filter((m) => m.leadId === r.id)
        .map((m) => ({
          kind: m.kind,
          to: m.to,
          subject: m.subject,
          state: m.state,
          created_at: m.createdAt.toISOString(),
        })),
    })),
    accounts: accounts.map(({ createdAt, ...a }) => ({ ...a, created_at: createdAt.toISOString() })),
    marketing_opt_ins: rows.filter((r) => r.marketingOptIn).length,
  };
}

const keptPayload = (payload: Record<string, unknown>) =>
  Object.fromEntries(KEPT_PAYLOAD.filter((k) => k in payload).map((k) => [k, payload[k]]));

/**
 * Anonymises every lead of the address in one transaction; returns how many. Its e-mails are
 * deleted (their bodies are the person's data), staff notes and item notes cleared.
 */
export async function eraseSubject(db: Db, email: string, at = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: leads.id, payload: leads.payload, firstResponseAt: leads.firstResponseAt })
      .from(leads)
      .where(byAddress(email))
      .for('update');
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    for (const r of rows) {
      await tx
        .update(leads)
        .set({
          name: ERASED,
          email: ERASED,
          phone: null,
          company: null,
          tin: null,
          subject: null,
          message: null,
          note: null,
          ip: null,
          userAgent: null,
          payload: keptPayload(r.payload),
          marketingOptIn: false,
          marketingOptInAt: null,
          erasedAt: at,
          // The quote summary's link ends with the rest (decision 033).
          summaryTokenHash: null,
          // Nobody is left to answer: an unanswered lead leaves the response clock (no reminder,
          // escalation or Overdue), and is not judged in the figures (docs/product.md §24).
          ...(r.firstResponseAt === null ? { dueAt: null, remindAt: null } : {}),
        })
        .where(eq(leads.id, r.id));
    }
    await tx.update(leadItems).set({ note: null }).where(inArray(leadItems.leadId, ids));
    // A request's serial number and problem may name the person; its photos go entirely (their
    // files are removed by the caller once this commits: privacy/requests.ts).
    await tx
      .update(leadAfterSales)
      .set({ serialNumber: null, problem: null })
      .where(inArray(leadAfterSales.leadId, ids));
    await tx.delete(requestPhotos).where(inArray(requestPhotos.leadId, ids));
    // A buyer's question is stored under their name: it goes with the note.
    await tx
      .update(leadEvents)
      .set({
        note: null,
        userName: sql`case when ${leadEvents.quotationAction} = 'question' then ${ERASED} else ${leadEvents.userName} end`,
      })
      .where(inArray(leadEvents.leadId, ids));
    // The name typed to accept a quotation names the person too.
    await tx
      .update(quotations)
      .set({ acceptedName: ERASED })
      .where(and(inArray(quotations.leadId, ids), isNotNull(quotations.acceptedName)));
    // The buyer's quotation links end at once (docs/product.md §25): an erased lead's page is a 404.
    await tx
      .delete(quotationLinks)
      .where(
        inArray(
          quotationLinks.quotationId,
          tx.select({ id: quotations.id }).from(quotations).where(inArray(quotations.leadId, ids)),
        ),
      );
    await tx.delete(mailOutbox).where(inArray(mailOutbox.leadId, ids));
    return ids.length;
  });
}
