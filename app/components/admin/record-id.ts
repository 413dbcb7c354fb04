import { useParams } from 'react-router';

// A record's id as an address gives it (/admin/branches/12/stock, ?edit=12): a positive whole number
// of at most ten digits, or nothing, so that a mistyped address shows "not found" rather than asking
// the API for a record that cannot be.

export function positiveId(value: string | null | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/** The route's `:id`. */
export const useIdParam = () => positiveId(useParams().id);
