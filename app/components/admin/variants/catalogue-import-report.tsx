import type { ReactNode } from 'react';
import { HeadRow } from '#app/components/ui/head-row';
import { IMPORT_ENTITIES, type ImportCounts, type ImportReport } from '#common/schemas/catalog-import';

// An import's report in its dialog (docs/product.md §27.2): the summary line, every error with its
// sheet, row and column, and the changes as now → after import.

/** The changes listed in the dialog; the count says how many more there are. */
const SHOWN_CHANGES = 100;

const ENTITY_NAMES: Record<(typeof IMPORT_ENTITIES)[number], [string, string]> = {
  brands: ['brand', 'brands'],
  categories: ['category', 'categories'],
  products: ['product', 'products'],
  variants: ['variant', 'variants'],
};

/** "1 brand, 12 variants"; empty when every count is 0. */
function countsText(counts: ImportCounts): string {
  return IMPORT_ENTITIES.filter((e) => counts[e] > 0)
    .map((e) => `${counts[e]} ${ENTITY_NAMES[e][counts[e] === 1 ? 0 : 1]}`)
    .join(', ');
}

/** The summary line of a report: what would be (or was) created and updated, and what stays. */
export function summaryText({ summary }: ImportReport): string {
  const parts = [
    ['New', countsText(summary.create)],
    ['Changed', countsText(summary.update)],
    ['Unchanged', countsText(summary.unchanged)],
  ].flatMap(([label, text]) => (text ? [`${label}: ${text}`] : []));
  return parts.length > 0 ? `${parts.join(' · ')}.` : 'The file changes nothing.';
}

/**
 * A list that scrolls in its own frame: a focusable, named region, so a keyboard user can scroll
 * it (WCAG 2.1.1), as the admin tables' frames are.
 */
function ScrollFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="max-h-64 overflow-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand"
    >
      {children}
    </section>
  );
}

/** One of the report's tables in its frame, the frame and the caption named alike. */
function ReportTable({
  label,
  columns,
  more,
  children,
}: {
  label: string;
  columns: readonly string[];
  /** A line under the table, inside the frame: how many rows are not shown. */
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ScrollFrame label={label}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <HeadRow columns={columns} cellClass="px-2 py-1" />
        </thead>
        <tbody>{children}</tbody>
      </table>
      {more}
    </ScrollFrame>
  );
}

const ROW = 'border-t border-slate-100 align-top';

const shown = (cell: string | number | null) => (cell === null || cell === '' ? '(empty)' : String(cell));

export function ImportReportView({ report }: { report: ImportReport }) {
  const { errors, changes } = report;
  return (
    <section aria-label="Check result" className="space-y-3">
      <p className="text-sm font-medium" role="status">
        {errors.length > 0
          ? `${errors.length} ${errors.length === 1 ? 'error' : 'errors'}: fix the file and check it again. ${summaryText(report)}`
          : `No errors. ${summaryText(report)}`}
      </p>
      {errors.length > 0 ? (
        <ReportTable label="Errors" columns={['Sheet', 'Row', 'Column', 'Value', 'Problem']}>
          {errors.map((e) => (
            <tr key={`${e.sheet}-${e.row}-${e.column}-${e.message}`} className={ROW}>
              <td className="px-2 py-1">{e.sheet}</td>
              <td className="px-2 py-1 tabular-nums">{e.row}</td>
              <td className="px-2 py-1">{e.column}</td>
              <td className="px-2 py-1 break-words">{shown(e.value)}</td>
              <td className="px-2 py-1 text-red-700">{e.message}</td>
            </tr>
          ))}
        </ReportTable>
      ) : null}
      {changes.length > 0 ? (
        <ReportTable
          label="Changes"
          columns={['Row', 'Record', 'Field', 'Now', 'After import']}
          more={
            changes.length > SHOWN_CHANGES ? (
              <p className="px-2 py-1 text-sm text-slate-600">
                and {changes.length - SHOWN_CHANGES} more changes.
              </p>
            ) : null
          }
        >
          {changes.slice(0, SHOWN_CHANGES).map((c) => (
            <tr key={`${c.sheet}-${c.row}-${c.entity}-${c.field}`} className={ROW}>
              <td className="px-2 py-1 tabular-nums">{c.row}</td>
              <td className="px-2 py-1">{c.id ? `${c.entity} #${c.id}` : `new ${c.entity}`}</td>
              <td className="px-2 py-1">{c.field}</td>
              <td className="px-2 py-1 break-words whitespace-pre-line">{shown(c.from)}</td>
              <td className="px-2 py-1 break-words whitespace-pre-line">{shown(c.to)}</td>
            </tr>
          ))}
        </ReportTable>
      ) : null}
    </section>
  );
}
