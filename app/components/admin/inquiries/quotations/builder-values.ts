import type { z } from 'zod';
import { lineTotalCents, quotationTotals, type TotalsCents, toCents, type VatMode } from '#common/money';
import type { Quotation, quotationPrefillSchema } from '#common/schemas/quotations';

// The builder's values and its preview arithmetic (docs/product.md §25.3). The form holds what was
// typed — an empty price is "not yet priced", not 0 — and the totals shown while typing come from
// the same quotationTotals the server uses; the server's figures are the truth once saved.

/** A line as the form holds it: a number field left empty is undefined. */
export interface LineValues {
  variant_id?: number | null;
  description: string;
  quantity?: number;
  unit_price?: number;
  discount?: number;
}

export interface BuilderValues {
  lines: LineValues[];
  valid_until: string;
  payment_terms: string;
  delivery_time: string;
  notes: string;
}

export type Prefill = z.infer<typeof quotationPrefillSchema>['data'];

/** A new quotation's values: the lead's machines (an unpriced one left empty, to be priced). */
export const fromPrefill = (prefill: Prefill): BuilderValues => ({
  lines: prefill.lines.map((line) => ({
    variant_id: line.variant_id,
    description: line.description,
    quantity: line.quantity,
    unit_price: line.unit_price ?? undefined,
    discount: undefined,
  })),
  valid_until: prefill.valid_until,
  payment_terms: prefill.payment_terms,
  delivery_time: '',
  notes: '',
});

/** A draft's values, to edit it. A discount of 0 is shown as an empty field. */
export const fromQuotation = (q: Quotation): BuilderValues => ({
  lines: [...q.lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      variant_id: line.variant_id,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
      discount: line.discount === 0 ? undefined : line.discount,
    })),
  valid_until: q.valid_until,
  payment_terms: q.payment_terms,
  delivery_time: q.delivery_time ?? '',
  notes: q.notes ?? '',
});

/** A number field's value: empty or not a number is undefined (the schema says what is missing). */
export const numberOrUndefined = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
};

const count = (value: number | undefined) => (value !== undefined && value > 0 ? value : 0);

/**
 * A line in centavos while typing: what is not filled in counts as 0, and a discount beyond the
 * line's amount counts as the whole line (its field says what is wrong; the total stays sane).
 */
function previewLine(line: Partial<LineValues>) {
  const quantity = Math.trunc(count(line.quantity));
  const unitCents = toCents(count(line.unit_price));
  return {
    quantity,
    unitCents,
    discountCents: Math.min(toCents(count(line.discount)), quantity * unitCents),
  };
}

export const previewLineCents = (line: Partial<LineValues>) => lineTotalCents(previewLine(line));

/** The totals while typing, or null when they are beyond what a quotation may hold. */
export const previewTotals = (lines: readonly Partial<LineValues>[], vatMode: VatMode): TotalsCents | null =>
  quotationTotals(lines.map(previewLine), vatMode);

/** The quick free lines: delivery, operator training, attachments. */
export const FREE_LINES = [
  { label: 'Delivery', description: 'Delivery to site' },
  { label: 'Operator training', description: 'Operator training' },
  { label: 'Attachments', description: 'Attachments' },
] as const;

/** The payment-term quick choices; each adds its sentence to the terms. */
export const PAYMENT_CHOICES = [
  { label: 'Cash', text: 'Cash: 50% down payment with the purchase order, balance before delivery.' },
  { label: 'Bank financing', text: 'Bank financing: subject to the bank’s approval.' },
  { label: 'Lease', text: 'Lease: subject to the lessor’s approval.' },
] as const;

/** The terms with `sentence` added on a line of its own, unless they already say it. */
export function withTerm(terms: string, sentence: string): string {
  const current = terms.trimEnd();
  if (current.split('\n').some((line) => line.trim() === sentence)) return terms;
  return current ? `${current}\n${sentence}` : sentence;
}
