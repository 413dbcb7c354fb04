import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_PAYMENT_TERMS,
  QUOTABLE_KINDS,
  QUOTATION_LIMITS,
  QUOTATION_MESSAGES,
} from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import { leadItems, variants } from '../../db/schema';
import { Conflict } from '../../errors';
import type { AuthUser } from '../auth';
import { publicVisible } from '../catalog/variant-mapper';
import { visibleLead } from './access';
import { defaultValidUntil, siteMoney } from './site-money';

// What a new quotation starts with (docs/product.md §25): a line per machine the buyer asked
// about — a quote list's items, or the one machine of a quote request or product inquiry — at the
// catalogue's current name and price (none for "Contact for Price": staff type it), 30 days'
// validity and the usual payment terms. Staff change anything before saving.

interface PrefillLine {
  variant_id: number | null;
  description: string;
  quantity: number;
  unit_price: number | null;
}

/** A quantity typed on a form ("2 units", "3"): its leading whole number within 1–999, else 1. */
function typedQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isInteger(n) && n >= 1 && n <= QUOTATION_LIMITS.quantity ? n : 1;
}

/** The catalogue's current name and price of the machines the public may see, by id. */
async function catalogue(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; price: number | null }>();
  const rows = await db
    .select({ id: variants.id, name: variants.name, price: variants.price })
    .from(variants)
    .where(and(inArray(variants.id, ids), publicVisible));
  return new Map(rows.map((r) => [r.id, { name: r.name, price: r.price }]));
}

type Wanted = { variantId: number | null; name: string; quantity: number };

/** The machines the lead asks about, as it stored them. */
async function wantedMachines(db: Db, lead: Awaited<ReturnType<typeof visibleLead>>): Promise<Wanted[]> {
  if (lead.kind === 'quote-list') {
    const items = await db
      .select()
      .from(leadItems)
      .where(eq(leadItems.leadId, lead.id))
      .orderBy(asc(leadItems.position));
    return items.map((i) => ({ variantId: i.variantId, name: i.variantName, quantity: i.quantity }));
  }
  // A product inquiry names its machine by id; a quote request by the text the buyer typed.
  const id = lead.payload.variant_id;
  const variantId = typeof id === 'number' && Number.isInteger(id) ? id : null;
  const name = lead.product?.trim() ?? '';
  if (variantId === null && !name) return [];
  return [{ variantId, name, quantity: typedQuantity(lead.payload.quantity) }];
}

export async function quotationPrefill(db: Db, leadId: number, by: AuthUser) {
  const lead = await visibleLead(db, leadId, by);
  if (!(QUOTABLE_KINDS as readonly string[]).includes(lead.kind)) {
    throw new Conflict(QUOTATION_MESSAGES.notQuotable);
  }
  const wanted = await wantedMachines(db, lead);
  const known = await catalogue(
    db,
    wanted.map((w) => w.variantId).filter((id): id is number => id !== null),
  );
  const lines: PrefillLine[] = wanted
    .map((w) => {
      const current = w.variantId === null ? undefined : known.get(w.variantId);
      return {
        variant_id: current ? w.variantId : null,
        description: (current?.name ?? w.name).slice(0, QUOTATION_LIMITS.description),
        quantity: w.quantity,
        unit_price: current?.price ?? null,
      };
    })
    .filter((line) => line.description !== '')
    .slice(0, QUOTATION_LIMITS.lines);
  const { currency, vatMode } = await siteMoney(db);
  return {
    currency,
    vat_mode: vatMode,
    lines,
    valid_until: defaultValidUntil(),
    payment_terms: DEFAULT_PAYMENT_TERMS,
  };
}
