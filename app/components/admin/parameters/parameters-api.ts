import { useAdminQuery } from '#app/components/admin/admin-api';
import type { Paginated } from '#common/schemas/pagination';
import {
  type Parameter,
  type ParsedRow,
  type ParsePreviewInput,
  REVIEW_STATUSES,
  type ReviewRow,
} from '#common/schemas/parameters';

// What the admin reads of the parameter dictionary besides its paged list (docs/product.md §17):
// every entry at once (the pickers and the variant editor's suggestions), the Review list's rows and
// the parse preview of specification rows.

const ALL_PATH = '/admin/parameters?all=true';

/** Every dictionary entry, sorted by name, for pickers and suggestions. */
export function useParameterOptions(enabled = true) {
  const query = useAdminQuery<Paginated<Parameter>>(['parameters', 'all'], ALL_PATH, enabled);
  const options = [...(query.data?.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return { ...query, options };
}

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  unparsed: 'Cannot be read',
  unit_mismatch: 'Unit does not fit',
};

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * The server's suggestion as a fix to read: for a value it could not read, the value as it would
 * read it ("12 kg"); for a unit that does not fit, what is wrong ("5 kW is a power; expected a mass").
 */
export function fixText(status: string, suggestion: string | null): string | null {
  if (!suggestion) return null;
  return status === 'unparsed' ? `Write it as “${suggestion}”.` : `${suggestion}.`;
}
export type { ParsedRow, ReviewRow };
export { REVIEW_STATUSES };
export type ParseRequestRow = ParsePreviewInput['rows'][number];
