import { and, asc, eq, gte } from 'drizzle-orm';
import { businessDate, businessTime } from '#common/business-date';
import { BUYER_TYPE_LABELS, QUOTE_INTENT_LABELS } from '#common/quote-list-labels';
import { BUSINESS_UTC_OFFSET, quoteListReference } from '#common/schemas/leads';
import { RESPONSE_HOURS } from '#common/site-constants';
import { formatTin } from '#common/tin';
import { cachedPublicSettings } from '../../caching/cached-reads';
import type { Db } from '../../db/client';
import { leadItems, leads } from '../../db/schema';
import { sha256 } from '../auth/passwords';
import { greetingName } from '../mail/lead-mails';
import { FONT_REGULAR, FONT_SEMIBOLD } from './fonts';
import {
  companyOf,
  finishSheet,
  INK,
  MARGIN,
  MUTED,
  newSheet,
  type SheetOptions,
  textOn,
} from './sheet-frame';
import { drawTable } from './table';

// A quote list's summary for the buyer (docs/product.md §22, decision 027): its reference, date,
// machines and quantities, the buyer's details and the reply the site promised. Offered on the
// thank-you screen by an unguessable token and attached to the acknowledgement mail. Anyone can
// type someone else's address into the form, so, like that mail (mail/lead-mails.ts), it carries
// no free text that could make it a message of theirs: no message, no item notes, and the name and
// company only as greetingName leaves them.

/** How long a summary's link works after the request (the mail's copy stays with the buyer). */
export const SUMMARY_LINK_DAYS = 90;

export const quoteSummaryPath = (token: string) => `/quote/summary/${token}.pdf`;

/** "Thank you … within 24 hours." as the thank-you screen says it. */
export const REPLY_PROMISE = `We will send you a detailed quote within ${RESPONSE_HOURS} hours.`;

export interface QuoteSummary {
  pdf: Buffer;
  filename: string;
}

async function loadLead(db: Db, where: ReturnType<typeof eq>) {
  const [lead] = await db.select().from(leads).where(where);
  if (lead?.kind !== 'quote-list') return null;
  const items = await db
    .select()
    .from(leadItems)
    .where(eq(leadItems.leadId, lead.id))
    .orderBy(asc(leadItems.position));
  return { lead, items };
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadLead>>>;

async function draw(db: Db, { lead, items }: Loaded): Promise<QuoteSummary> {
  const company = companyOf(await cachedPublicSettings(db));
  const reference = quoteListReference(lead.id);
  const options: SheetOptions = {
    layout: 'portrait',
    title: `Quote request ${reference}`,
    company,
    day: businessDate(lead.createdAt),
    url: null,
  };
  const doc = newSheet(options);
  const width = doc.page.width - 2 * MARGIN;
  doc
    .font(FONT_SEMIBOLD)
    .fontSize(20)
    .fillColor(INK)
    .text('Your quote request', MARGIN, doc.page.margins.top);
  doc
    .font(FONT_REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `Reference ${reference} · sent ${businessTime(lead.createdAt).slice(0, 16)} (UTC${BUSINESS_UTC_OFFSET})`,
    );
  doc.moveDown(0.6);
  doc
    .font(FONT_REGULAR)
    .fontSize(10.5)
    .fillColor(INK)
    .text(`Thank you for your quote request. ${REPLY_PROMISE}`, {
      width,
    });
  doc.moveDown(1.2);
  const head = { headFill: company.secondary, headText: textOn(company.secondary), fontSize: 9.5 };
  doc.font(FONT_SEMIBOLD).fontSize(13).fillColor(INK).text('Machines', MARGIN, doc.y);
  doc.moveDown(0.4);
  drawTable(
    doc,
    [
      { label: '#', width: 30 },
      { label: 'Machine', width: width - 30 - 150 - 80 },
      { label: 'Brand', width: 150 },
      { label: 'Quantity', width: 80, align: 'right' },
    ],
    items.map((item) => ({
      kind: 'row' as const,
      cells: [String(item.position), item.variantName, item.brandName, String(item.quantity)],
    })),
    head,
  );
  doc.moveDown(1.2);
  doc.font(FONT_SEMIBOLD).fontSize(13).fillColor(INK).text('Your details', MARGIN, doc.y);
  doc.moveDown(0.4);
  const place = [lead.cityName, lead.provinceName, lead.regionName].filter(Boolean).join(', ');
  const details: [string, string | null][] = [
    ['Name', greetingName(lead.name)],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Company', lead.company && greetingName(lead.company)],
    ['TIN', lead.tin && formatTin(lead.tin)],
    ['Buyer type', lead.buyerType && (BUYER_TYPE_LABELS as Record<string, string>)[lead.buyerType]],
    ['Buy, rent or finance', lead.intent && (QUOTE_INTENT_LABELS as Record<string, string>)[lead.intent]],
    ['Deliver to', place],
    ['Needed by', lead.neededBy],
  ];
  drawTable(
    doc,
    [
      { label: 'Detail', width: 170 },
      { label: 'As entered', width: width - 170 },
    ],
    details
      .filter(([, v]) => v)
      .map(([label, value]) => ({ kind: 'row' as const, cells: [label, value ?? ''] })),
    head,
  );
  doc.moveDown(1.2);
  const contact = [company.phone, company.email].filter(Boolean).join(' · ');
  doc
    .font(FONT_REGULAR)
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(
      `Questions about this request? Quote ${reference}${contact ? ` and reach us at ${contact}` : ''}.`,
      MARGIN,
      doc.y,
      {
        width,
      },
    );
  const pdf = await finishSheet(doc, options);
  return { pdf, filename: `quote-request-${reference}.pdf` };
}

/** The summary of quote list `leadId` (the acknowledgement's attachment), or null for another kind of lead. */
export async function quoteSummaryOfLead(db: Db, leadId: number): Promise<QuoteSummary | null> {
  const loaded = await loadLead(db, eq(leads.id, leadId));
  return loaded && draw(db, loaded);
}

/** The summary a download token names, while its link works; null for any other token. */
export async function quoteSummaryByToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<QuoteSummary | null> {
  const since = new Date(now.getTime() - SUMMARY_LINK_DAYS * 24 * 60 * 60 * 1000);
  const loaded = await loadLead(
    db,
    and(eq(leads.summaryTokenHash, sha256(token)), gte(leads.createdAt, since)) as ReturnType<typeof eq>,
  );
  return loaded && draw(db, loaded);
}
