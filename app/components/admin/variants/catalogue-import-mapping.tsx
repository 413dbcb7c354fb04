import { useId } from 'react';
import { Select } from '#app/components/ui/field';
import {
  CATALOG_IMPORT_MESSAGES,
  type ImportError,
  type ImportMapping,
  type ImportReport,
} from '#common/schemas/catalog-import';

// The import dialog's column mapping (docs/product.md §27.2): after a check, every column of the
// file with the field it fills — found by name (case, spacing and underscores aside), or the
// admin's choice — as a select of the fields the server lists in the report. A column the import
// does not know stays unread until the admin names its field or chooses to ignore it.

/** What the last check said about the file's columns. */
export interface ColumnsRead {
  columns: ImportReport['columns'];
  fields: ImportReport['fields'];
  /** The check's errors on the header row: an unknown column, a unit or branch it cannot read. */
  problems: ImportError[];
  /** The mapping that check was sent: a problem holds while its column's choice is unchanged. */
  sent: ImportMapping;
}

export const columnsReadOf = (report: ImportReport, sent: ImportMapping): ColumnsRead => ({
  columns: report.columns,
  fields: report.fields,
  problems: report.errors.filter((e) => e.row === 1),
  sent,
});

/** The select's value for "ignore"; a field's value is its name. */
const IGNORE = '';
/** The value of an unknown column until the admin chooses: not a choice itself. */
const UNCHOSEN = '__unchosen__';

export const NOT_RECOGNISED = 'Not recognised — choose a field or ignore';

/** A column's choice in `mapping`: a field, null (ignore), or undefined (none: found by its name). */
const choiceOf = (mapping: ImportMapping, header: string) =>
  Object.hasOwn(mapping, header) ? mapping[header] : undefined;

const STOCK = 'stock: ';
const SPEC = 'spec: ';

/** The fields as the select's groups: the sheet's own columns, stock per branch, specifications. */
function groupsOf(fields: string[]) {
  return [
    { label: 'Fields', fields: fields.filter((f) => !f.startsWith(STOCK) && !f.startsWith(SPEC)) },
    { label: 'Stock at a branch', fields: fields.filter((f) => f.startsWith(STOCK)) },
    { label: 'Specifications', fields: fields.filter((f) => f.startsWith(SPEC)) },
  ].filter((g) => g.fields.length > 0);
}

export function ColumnMapping({
  read,
  mapping,
  disabled,
  onChoose,
}: {
  read: ColumnsRead;
  mapping: ImportMapping;
  disabled: boolean;
  /** A column's field as the admin chose it; null: ignore the column. */
  onChoose: (header: string, field: string | null) => void;
}) {
  const id = useId();
  const sheets = [...new Set(read.columns.map((c) => c.sheet))];
  // A column's place in the file is its key: two columns may share a header (an error the check names).
  const columns = read.columns.map((column, place) => ({ ...column, place })).filter((c) => c.header !== '');
  const unread = columns.filter((c) => c.field === null && choiceOf(mapping, c.header) === undefined).length;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`${id}-title`} className="text-sm font-medium">
          Columns
        </h3>
        <p className="text-sm text-neutral-600">
          {unread > 0
            ? `${unread} ${unread === 1 ? 'column needs' : 'columns need'} your choice.`
            : 'Change any column here; each change asks for another check.'}
        </p>
      </div>
      <div className="max-h-80 overflow-auto rounded-md border border-neutral-200">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Columns</caption>
          <thead className="sticky top-0 z-10 bg-neutral-50 text-neutral-600">
            <tr>
              <th scope="col" className="w-1/3 px-2 py-1 font-medium sm:w-2/5">
                Column
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                Fills
              </th>
            </tr>
          </thead>
          {sheets.map((sheet) => (
            <tbody key={sheet}>
              {sheets.length > 1 ? (
                <tr className="border-t border-neutral-200 bg-neutral-50">
                  <th colSpan={2} scope="colgroup" className="px-2 py-1 font-medium">
                    Sheet {sheet}
                  </th>
                </tr>
              ) : null}
              {columns
                .filter((c) => c.sheet === sheet)
                .map((column) => (
                  <MappingRow
                    key={column.place}
                    id={`${id}-${column.place}`}
                    column={column}
                    fields={read.fields.find((f) => f.sheet === sheet)?.fields ?? []}
                    problem={
                      choiceOf(read.sent, column.header) === choiceOf(mapping, column.header)
                        ? read.problems.find((p) => p.sheet === sheet && p.column === column.header)
                        : undefined
                    }
                    mapping={mapping}
                    disabled={disabled}
                    onChoose={onChoose}
                  />
                ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}

function MappingRow({
  id,
  column,
  fields,
  problem,
  mapping,
  disabled,
  onChoose,
}: {
  id: string;
  column: ImportReport['columns'][number];
  fields: string[];
  /** The last check's problem with this column, while the column's choice is what it was sent. */
  problem: ImportError | undefined;
  mapping: ImportMapping;
  disabled: boolean;
  onChoose: (header: string, field: string | null) => void;
}) {
  const { header, sheet, field: found } = column;
  const chosen = choiceOf(mapping, header);
  const value = chosen === null ? IGNORE : (chosen ?? found ?? UNCHOSEN);
  const unknown = value === UNCHOSEN;
  const invalid = unknown || problem !== undefined;
  // A column the file names its own way may still be a specification outside the dictionary.
  const ownSpec =
    sheet === 'Catalogue' && !header.toLowerCase().startsWith('spec') ? `${SPEC}${header}` : null;
  const extra = [found, chosen, ownSpec].filter(
    (f, i, all): f is string => !!f && !fields.includes(f) && all.indexOf(f) === i,
  );
  let note: string;
  if (problem && problem.message !== CATALOG_IMPORT_MESSAGES.unknownColumn) note = problem.message;
  else if (unknown) note = NOT_RECOGNISED;
  else if (chosen === null) note = 'Ignored: its cells are not read.';
  else if (chosen !== undefined) note = 'Your choice.';
  else note = 'Matched by its name.';
  return (
    <tr className="border-t border-neutral-100 align-top">
      <th scope="row" className="px-2 pt-3.5 pb-2 font-normal break-words">
        <label htmlFor={id}>{header}</label>
      </th>
      <td className="px-2 py-2">
        <Select
          id={id}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-note`}
          className="py-1.5"
          onChange={(event) => onChoose(header, event.target.value === IGNORE ? null : event.target.value)}
        >
          {unknown ? (
            <option value={UNCHOSEN} disabled>
              Choose a field
            </option>
          ) : null}
          <option value={IGNORE}>Ignore this column</option>
          {extra.map((f) => (
            <option key={f} value={f}>
              {f === ownSpec ? `As a specification of its own (${f})` : f}
            </option>
          ))}
          {groupsOf(fields).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.fields.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
        <p id={`${id}-note`} className={`mt-1 text-sm ${invalid ? 'text-red-700' : 'text-neutral-600'}`}>
          {note}
        </p>
      </td>
    </tr>
  );
}
