import { fieldErrors } from '#app/components/admin/admin-api';
import { FormAlert, optionsOf } from '#app/components/ui/field';
import {
  type AdminVariantAvailability,
  AVAILABILITY_STATUSES,
  type AvailabilityStatus,
} from '#common/schemas/availability';

// What the two places that write availability share (docs/product.md §28 "Availability",
// decision 069): a variant's entries per branch and a branch's stock list per variant edit the
// same three fields, send them alike and show the server's field errors under the row they belong to.

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  in_stock: 'In stock',
  on_order: 'On order',
  none: 'Not stocked',
};
export const STATUS_OPTIONS = optionsOf(AVAILABILITY_STATUSES, AVAILABILITY_LABELS);

/** An entry as its controls hold it: the quantity and the date as typed. */
export type AvailabilityEdit = { status: AvailabilityStatus; quantity: string; expected_at: string };

type Entry = Pick<AdminVariantAvailability, 'status' | 'quantity' | 'expected_at'>;

export const editOf = (entry: Entry): AvailabilityEdit => ({
  status: entry.status,
  quantity: entry.quantity === null ? '' : String(entry.quantity),
  expected_at: entry.expected_at ?? '',
});

/** An entry as the API takes it: a quantity only in stock, a date only on order. */
export function entryBody(edit: AvailabilityEdit) {
  const quantity = edit.quantity.trim();
  return {
    status: edit.status,
    // Anything but digits goes as typed, for the server to refuse under the field.
    ...(edit.status === 'in_stock' && quantity !== ''
      ? { quantity: /^\d{1,9}$/.test(quantity) ? Number(quantity) : quantity }
      : {}),
    ...(edit.status === 'on_order' ? { expected_at: edit.expected_at || null } : {}),
  };
}

/**
 * The server's field errors ("3.quantity": the fourth entry sent) keyed by the row each belongs to
 * (`rowOf` the index sent), e.g. "118.quantity"; errors of no row shown are dropped.
 */
export function rowErrors(error: unknown, rowOf: (sent: number) => number | undefined) {
  const mapped: Record<string, string> = {};
  for (const [key, text] of Object.entries(fieldErrors(error))) {
    const m = /^(\d+)\.(\w+)$/.exec(key);
    const row = m ? rowOf(Number(m[1])) : undefined;
    if (m && row !== undefined) mapped[`${row}.${m[2]}`] = text;
  }
  return mapped;
}

/** What the last save said: the failure, or the success. */
export function SaveOutcome({ failure, message }: { failure: string | null; message: string | null }) {
  return (
    <>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {message ? (
        <p role="status" className="text-sm font-medium text-green-800">
          {message}
        </p>
      ) : null}
    </>
  );
}
