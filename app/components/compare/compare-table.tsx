import type { ComparedMachine, CompareGroupView, CompareRowView } from '#app/lib/compare-view';
import { DIFFERS_TINT, STICKY_CELL } from './cells';
import { MachineHead } from './machine-head';

// The machines side by side (docs/product.md §18): a column per machine, a row per parameter under
// its group's heading. On a phone the frame scrolls sideways under the parameters' column and the
// page itself never does; at desktop width four machines fit.

const CELL = 'border-b border-neutral-100 px-3 py-2.5 align-top sm:px-4';

function BestBadge() {
  return (
    <span className="ml-2 inline-block rounded bg-charcoal px-1.5 py-0.5 align-[1px] text-xs leading-none font-semibold text-white [print-color-adjust:exact]">
      Best<span className="sr-only"> value in this row</span>
    </span>
  );
}

function Row({ row }: { row: CompareRowView }) {
  const tint = row.differs ? DIFFERS_TINT : 'bg-white';
  return (
    <tr className={tint}>
      <th
        scope="row"
        className={`${STICKY_CELL} ${CELL} ${tint} text-left font-normal text-neutral-800 ${
          row.differs ? 'shadow-[inset_3px_0_0_var(--color-brand)]' : ''
        }`}
      >
        {row.name}
        {row.unit && <span className="text-neutral-600"> ({row.unit})</span>}
        {row.differs && <span className="sr-only">, differs</span>}
      </th>
      {row.values.map((value, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity
        <td key={i} className={`${CELL} text-right font-medium tabular-nums text-charcoal`}>
          {value === null ? (
            <>
              <span aria-hidden="true" className="text-neutral-500">
                —
              </span>
              <span className="sr-only">Not listed</span>
            </>
          ) : (
            value
          )}
          {row.best.includes(i) && <BestBadge />}
        </td>
      ))}
    </tr>
  );
}

export function CompareTable({
  machines,
  groups,
  diff,
  removeHref,
}: {
  machines: ComparedMachine[];
  groups: CompareGroupView[];
  /** Only the rows whose values differ. */
  diff: boolean;
  removeHref: (id: number) => string;
}) {
  const shown = diff
    ? groups.map((g) => ({ ...g, rows: g.rows.filter((r) => r.differs) })).filter((g) => g.rows.length > 0)
    : groups;
  const span = machines.length + 1;
  return (
    // `relative`: the visually hidden texts (position: absolute) stay inside the frame; otherwise
    // they are placed against the page and widen it on a phone.
    <section
      aria-labelledby="compare-caption"
      className="relative overflow-x-auto overscroll-x-contain rounded-lg border border-neutral-200 bg-white print:overflow-visible print:border-0"
    >
      {/* Fixed columns: on a phone each machine keeps 9.5 rem and the frame scrolls; wider, they share the width. */}
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-left text-sm sm:text-base"
        style={{ minWidth: `${7 + 9.5 * machines.length}rem` }}
      >
        <caption id="compare-caption" className="sr-only">
          Specifications of {machines.map((m) => m.name).join(', ')} side by side
        </caption>
        <colgroup>
          <col className="w-28 sm:w-44 lg:w-56" />
          {machines.map((m) => (
            <col key={m.id} />
          ))}
        </colgroup>
        <MachineHead machines={machines} removeHref={removeHref} />
        {shown.map((group) => (
          <tbody key={group.name}>
            <tr>
              <th
                colSpan={span}
                scope="colgroup"
                className="border-b border-neutral-200 bg-neutral-100 p-0 text-left"
              >
                {/* The heading's text stays in view as the columns scroll sideways. */}
                <span className="sticky left-0 inline-block px-3 py-2 font-semibold text-charcoal sm:px-4 print:static">
                  {group.name}
                </span>
              </th>
            </tr>
            {group.rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows keep the service's order; two may share a name
              <Row key={i} row={row} />
            ))}
          </tbody>
        ))}
        {shown.length === 0 && (
          <tbody>
            <tr>
              <td colSpan={span} className="px-4 py-8 text-center text-neutral-700">
                {diff
                  ? 'These machines have the same values in every row.'
                  : 'No technical parameters available.'}
              </td>
            </tr>
          </tbody>
        )}
      </table>
    </section>
  );
}
