import type { ReactNode } from 'react';
import { type Column, HeadRow } from '#app/components/ui/head-row';

// Table chrome for the admin lists: a scrolling frame (tables stay tables on a phone), header
// cells, and the one-row placeholders docs/product.md §4 names (Loading categories..., No categories found).
//
// Admin tables keep a sticky header and actions at the row end. A frame that scrolls sideways is
// a scroll container for both directions, so a header stuck to the page is impossible inside it:
// the frame is instead at most a screen tall (below the admin header bar) and scrolls itself, its
// header row stuck to its top. A table wider than the frame scrolls inside it with the Actions
// column pinned to the right edge, so every row's buttons stay reachable and the page itself never
// scrolls sideways.
//
// The frame is a size container: a table moves secondary columns into its first cell by the
// frame's own width (`@4xl:table-cell` …), which the sidebar (16 rem open, 4 rem closed) changes as
// much as the window does.

/** A column heading; `className` e.g. hides a secondary column on a phone (match it on the cells). */
export type HeadCell = Column;

/** The pinned last column, with a rule on its left edge that stays with it as the rest scrolls under. */
const PINNED =
  'sticky right-0 before:absolute before:inset-y-0 before:left-0 before:w-px before:bg-neutral-200';

/** The Actions heading, pinned to the frame's right edge; pair it with `actionsCellClass`. */
export const actionsHead: HeadCell = { label: 'Actions', className: `${PINNED} z-20 text-right` };

export const cellClass = 'px-4 py-3 align-middle text-neutral-800';

/** A row's actions cell, pinned like its heading; follows the row's hover colour. */
export const actionsCellClass = `${cellClass} ${PINNED} bg-white text-right [tr:hover>&]:bg-neutral-50`;

export function AdminTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: HeadCell[];
  children: ReactNode;
}) {
  return (
    // `relative` keeps screen-reader-only text of the cells (absolutely placed) inside the scroller,
    // so it cannot widen the page on a phone. The scroller is a focusable, named region so a
    // keyboard user can scroll it (WCAG 2.1.1). Its height leaves room for the admin header bar
    // (4 rem) and what follows the frame (pager, page padding: up to 7 rem), so even with the page
    // scrolled to its end the frame's header row sits below the bar, never under it.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="@container relative max-h-[calc(100dvh-11rem)] overflow-auto rounded-lg border border-neutral-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand"
    >
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs font-semibold tracking-wide text-neutral-700 uppercase">
          {/* The bottom rule is a shadow: a border would stay behind when the row sticks. */}
          <HeadRow
            columns={head}
            cellClass="sticky top-0 z-10 bg-neutral-100 px-4 py-3 whitespace-nowrap shadow-[inset_0_-1px_0_var(--color-neutral-200)]"
          />
        </thead>
        <tbody className="divide-y divide-neutral-200">{children}</tbody>
      </table>
    </section>
  );
}

export function PlaceholderRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-neutral-600">
        {children}
      </td>
    </tr>
  );
}

export function StatusBadge({
  active,
  on = 'Active',
  off = 'Inactive',
}: {
  active: boolean;
  on?: string;
  off?: string;
}) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        active ? 'bg-green-100 text-green-800' : 'bg-neutral-200 text-neutral-700'
      }`}
    >
      {active ? on : off}
    </span>
  );
}

/** Section toolbar: title line with the primary action, then the list controls. */
export function SectionToolbar({ children }: { children: ReactNode }) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">{children}</div>
  );
}
