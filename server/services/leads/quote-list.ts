import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { checkPlace } from '#common/geography';
import { quoteListReference } from '#common/schemas/leads';
import { type QuoteListInput, VARIANT_UNAVAILABLE_MESSAGE } from '#common/schemas/quote-list';
import type { Db } from '../../db/client';
import { brands, products, variants } from '../../db/schema';
import { type FieldErrors, ValidationFailed } from '../../errors';
import { sha256 } from '../auth/passwords';
import { publicVisible } from '../catalog/variant-mapper';
import { quoteSummaryOfLead, quoteSummaryPath } from '../documents/quote-summary';
import { insertLead, type MailContext, type RequestMeta } from '../leads';
import type { LeadItem } from '../mail/lead-mails';
import { signalMailQueued } from '../mail/signal';

// A quote list (docs/product.md §19, decision 021): one lead of kind quote-list with its machines
// in lead_items, stored in one transaction before the 201. Each machine is looked up here: the
// browser's names are never trusted, and one that is gone or hidden refuses the whole list.

/** The inbox's product column: the machines in one line, so search and the list show them. */
const PRODUCT_SUMMARY_MAX = 200;
function productSummary(items: LeadItem[]): string {
  const text = items.map((i) => `${i.quantity} × ${i.variantName}`).join(', ');
  return text.length > PRODUCT_SUMMARY_MAX ? `${text.slice(0, PRODUCT_SUMMARY_MAX - 1)}…` : text;
}

/**
 * The list's machines by their catalogue names, in the order sent; 422 naming each item
 * (`items.2.variant_id`) whose variant does not exist or is not listed publicly. The rows are
 * locked against deletion until the lead is stored.
 */
async function listedItems(tx: Db, items: QuoteListInput['items']): Promise<LeadItem[]> {
  const ids = [...new Set(items.map((i) => i.variant_id))];
  const rows = await tx
    .select({ id: variants.id, name: variants.name, brand: brands.name })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(variants.id, ids), publicVisible))
    .for('key share', { of: variants });
  const found = new Map(rows.map((r) => [r.id, r]));
  const errors: FieldErrors = {};
  items.forEach((item, i) => {
    if (!found.has(item.variant_id)) errors[`items.${i}.variant_id`] = [VARIANT_UNAVAILABLE_MESSAGE];
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return items.map((item, i) => {
    const row = found.get(item.variant_id)!;
    return {
      position: i + 1,
      variantId: row.id,
      variantName: row.name,
      brandName: row.brand,
      quantity: item.quantity,
      note: item.note ?? null,
    };
  });
}

export async function createQuoteList(
  db: Db,
  input: QuoteListInput,
  meta: RequestMeta,
  mail: MailContext | null,
) {
  const place = checkPlace(input);
  // The schema checked the place already; this is the names, and a guard for direct callers.
  if (!place.ok) throw new ValidationFailed({ [place.field]: ['Choose a place from the list'] });
  const { items: _sent, ...fields } = input;
  // The summary's download link: known only to whoever got the 201; only its hash is stored
  // (decision 027).
  const summaryToken = randomBytes(32).toString('base64url');
  const queued = await db.transaction(async (tx) => {
    const items = await listedItems(tx, input.items);
    return insertLead(tx, 'quote-list', { ...fields, message: fields.message ?? undefined }, meta, mail, {
      items,
      columns: {
        product: productSummary(items),
        tin: input.tin ?? null,
        buyerType: input.buyer_type,
        intent: input.intent,
        regionCode: place.region.code,
        regionName: place.region.name,
        provinceCode: place.province.code,
        provinceName: place.province.name,
        cityCode: place.city.code,
        cityName: place.city.name,
        neededBy: input.needed_by,
        summaryTokenHash: sha256(summaryToken),
      },
    });
  });
  if (queued.mails > 0) signalMailQueued();
  // Drawn once here so the thank-you screen can show its size (docs/product.md §22). The lead is
  // stored already: a drawing that fails (busy or crashed thread) must not turn its 201 into an
  // error the buyer answers by sending again; the link draws it on download, its size unknown.
  const summary = await quoteSummaryOfLead(db, queued.id, 'download').catch(() => null);
  return {
    success: true as const,
    data: {
      id: queued.id,
      reference: quoteListReference(queued.id),
      summary: { url: quoteSummaryPath(summaryToken), bytes: summary?.pdf.length ?? 0 },
    },
  };
}
