import { and, desc, lt } from 'drizzle-orm';
import { BUSINESS_UTC_OFFSET, type LeadFilter, leadKindLabel } from '#common/schemas/leads';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import { escapeFormula } from '../../lib/formula-escape';
import type { AuthUser } from '../auth';
import { recordAccess } from '../privacy/access-log';
import { businessTime } from './business-time';
import { itemsOf, QUOTE_LIST_HEADER, quoteListCells, quoteListColumns } from './csv-quote-list';
import { leadWhere } from './filters';
import { rowColumns } from './rows';
import { type LeadScope, leadScope } from './scope';

// CSV export of the inbox's current filter: UTF-8 with a BOM (so Excel reads it as UTF-8), CRLF
// line ends, RFC 4180 quoting, and no cell a spreadsheet would run as a formula.

const BATCH = 1000;

/** One cell: text that a spreadsheet would take for a formula gets a leading apostrophe. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string') text = escapeFormula(text);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

const HEADER = [
  'ID',
  `Received (UTC${BUSINESS_UTC_OFFSET})`,
  'Form',
  'Status',
  'Close reason',
  'Name',
  'Email',
  'Phone',
  'Company',
  'Product',
  'Subject',
  'Message',
  'Page',
  'E-mail delivery',
  ...QUOTE_LIST_HEADER,
  // Last, so the columns before it keep their places in sheets made from earlier exports.
  'Assigned to',
];

/**
 * The file as chunks of at most BATCH leads, newest first. Pages by id (keyset), not by offset, so
 * 100 000 leads never sit in memory at once and each batch costs the same.
 */
async function* leadsCsv(db: Db, filter: LeadFilter, scope: LeadScope): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(HEADER)}`;
  const where = leadWhere(filter, scope);
  let before: number | undefined;
  for (;;) {
    const rows = await db
      .select({ ...rowColumns, ...quoteListColumns })
      .from(leads)
      .where(and(where, before === undefined ? undefined : lt(leads.id, before)))
      .orderBy(desc(leads.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    const items = await itemsOf(db, rows);
    yield rows
      .map((r) =>
        csvLine([
          r.id,
          businessTime(r.createdAt),
          leadKindLabel(r.kind, r.payload.source as string | null),
          r.status,
          r.closeReason,
          r.name,
          r.email,
          r.phone,
          r.company,
          r.product,
          r.subject,
          r.message,
          r.page,
          r.delivery,
          ...quoteListCells(r, items.get(r.id) ?? []),
          r.assigneeName,
        ]),
      )
      .join('');
    if (rows.length < BATCH) return;
    before = rows[rows.length - 1].id;
  }
}

/** The export's filters as the access log shows them: "status=new, search=\"crane\"". */
function filterSummary(filter: LeadFilter): string {
  const parts = (['status', 'kind', 'assignee', 'from', 'to'] as const)
    .filter((k) => filter[k] !== undefined)
    .map((k) => `${k}=${filter[k]}`);
  if (filter.search) parts.push(`search=${JSON.stringify(filter.search)}`);
  return parts.length ? parts.join(', ') : 'all leads';
}

/**
 * A leads export: its record in the access log (docs/product.md §23) is written before the file
 * starts, since a streamed answer cannot be taken back; then the file, within the caller's scope.
 */
export async function startLeadsExport(db: Db, filter: LeadFilter, by: AuthUser) {
  const scope = await leadScope(db, by);
  await recordAccess(db, by, { action: 'export', subject: filterSummary(filter) });
  return leadsCsv(db, filter, scope);
}
