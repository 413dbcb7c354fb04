import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { businessDate, businessTime } from '#common/business-date';
import { leadSentText } from '#common/lead-kinds';
import { formatPhone } from '#common/phone';
import { priceSettingsOf } from '#common/price-settings';
import { BUYER_TYPE_LABELS, QUOTE_INTENT_LABELS } from '#common/quote-list-labels';
import { BUSINESS_UTC_OFFSET, quoteListReference } from '#common/schemas/leads';
import { oneLine, stripMarkup } from '#common/schemas/shared';
import { formatTin } from '#common/tin';
import { publicReads } from '../../caching/cached-reads';
import type { Db } from '../../db/client';
import { leadItems, leads, variants } from '../../db/schema';
import { sha256 } from '../auth/passwords';
import { publicVisible } from '../catalog/variant-mapper';
import { promisedHoursFor } from '../leads/desk-for';
import { greetingName } from '../mail/lead-mails';
import { drawPdf } from './pdf-pool';
import type { QuoteSummaryInput } from './quote-summary-sheet';
import { companyOf, priceText } from './sheet-frame';

// A quote list's summary for the buyer (docs/product.md §22, decisions 027 and 057): its reference,
// date, machines and quantities, the buyer's details and the reply the site promised. Offered on
// the thank-you screen by an unguessable token and attached to the acknowledgement mail. Anyone can
// type someone else's address into the form, so the mailed copy, like that mail
// (mail/lead-mails.ts), carries no free text that could make it a message of theirs: no message,
// the name only when it looks like one (greetingName) and the company only as companyLine leaves
// it. The downloaded copy goes only to the browser that sent the list, so it adds the buyer's
// message as they wrote it (as plain text): what they forward to whoever signs off.

const COMPANY_MAX = 60;
/** A word a PDF reader could turn into a link: a scheme, www., an address or a domain. */
const LINK_LIKE = /:\/\/|^www\.|@|[\p{L}\p{N}-]\.\p{L}{2,}/iu;

/**
 * The company as the summary prints it: on one line, without markup or link-like words, at most
 * COMPANY_MAX characters (cut at a word). Companies have digits, commas and & ("3M Philippines",
 * "Acme, Inc."), so the name's stricter rule would blank them.
 */
export function companyLine(company: string): string {
  const words = oneLine(stripMarkup(company))
    .split(' ')
    .filter((word) => !LINK_LIKE.test(word));
  let line = words.join(' ');
  if (line.length > COMPANY_MAX) {
    const cut = line.slice(0, COMPANY_MAX + 1);
    const space = cut.lastIndexOf(' ');
    line = space > 0 ? cut.slice(0, space) : cut.slice(0, COMPANY_MAX);
  }
  return line.trim();
}

/** How long a summary's link works after the request (the mail's copy stays with the buyer). */
const SUMMARY_LINK_DAYS = 90;

export const quoteSummaryPath = (token: string) => `/quote/summary/${token}.pdf`;

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

/**
 * Today's list price of each machine the public can still see (docs/product.md §25.1): the
 * summary shows what the quote list page shows; a hidden or deleted machine has none.
 */
async function listPrices(db: Db, ids: (number | null)[]): Promise<Map<number, number | null>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: variants.id, price: variants.price })
    .from(variants)
    .where(and(inArray(variants.id, wanted), publicVisible));
  return new Map(rows.map((r) => [r.id, r.price]));
}

/** Which copy: the one the thank-you screen's link downloads, or the acknowledgement's attachment. */
type Copy = 'download' | 'mail';

async function draw(db: Db, { lead, items }: Loaded, copy: Copy): Promise<QuoteSummary> {
  const reference = quoteListReference(lead.id);
  const place = [lead.cityName, lead.provinceName, lead.regionName].filter(Boolean).join(', ');
  const details: [string, string | null][] = [
    ['Name', greetingName(lead.name)],
    ['Email', lead.email],
    ['Phone', lead.phone && formatPhone(lead.phone)],
    ['Company', lead.company && companyLine(lead.company)],
    ['TIN', lead.tin && formatTin(lead.tin)],
    ['Buyer type', lead.buyerType && (BUYER_TYPE_LABELS as Record<string, string>)[lead.buyerType]],
    ['Buy, rent or finance', lead.intent && (QUOTE_INTENT_LABELS as Record<string, string>)[lead.intent]],
    ['Deliver to', place],
    ['Needed by', lead.neededBy],
  ];
  const [settings, hours, prices] = await Promise.all([
    publicReads.publicSettings(db),
    promisedHoursFor(db, 'quote-list'),
    listPrices(
      db,
      items.map((item) => item.variantId),
    ),
  ]);
  const priced = priceSettingsOf(settings);
  const input: QuoteSummaryInput = {
    company: companyOf(settings),
    reference,
    day: businessDate(lead.createdAt),
    sent: `${businessTime(lead.createdAt).slice(0, 16)} (UTC${BUSINESS_UTC_OFFSET})`,
    items: items.map((item) => ({
      position: item.position,
      name: item.variantName,
      brand: item.brandName,
      quantity: item.quantity,
      price: priceText(item.variantId === null ? null : (prices.get(item.variantId) ?? null), priced),
    })),
    details: details.filter((d): d is [string, string] => Boolean(d[1])),
    promise: leadSentText('quote-list', {}, hours),
    message: copy === 'download' && lead.message ? stripMarkup(lead.message).trim() || undefined : undefined,
  };
  // A buyer waits on it (the thank-you screen, the acknowledgement): ahead of any queued sheet.
  const pdf = await drawPdf({ kind: 'quote', input }, { urgent: true });
  return { pdf, filename: `quote-request-${reference}.pdf` };
}

/**
 * The summary of quote list `leadId`, or null for another kind of lead: the acknowledgement's
 * attachment (`mail`, the default), or the download's copy (its size on the thank-you screen).
 */
export async function quoteSummaryOfLead(
  db: Db,
  leadId: number,
  copy: Copy = 'mail',
): Promise<QuoteSummary | null> {
  const loaded = await loadLead(db, eq(leads.id, leadId));
  return loaded && draw(db, loaded, copy);
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
  return loaded && draw(db, loaded, 'download');
}
