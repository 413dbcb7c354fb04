import type { ReactNode } from 'react';

// Table chrome for the admin lists: a scrolling frame (tables stay tables on a phone), header
// cells, and the one-row placeholders the spec names (Loading categories..., No categories found).

/** A column heading; `className` e.g. hides a secondary column on a phone (match it on the cells). */
export type HeadCell = string | { label: string; className?: string };

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
    // keyboard user can scroll a table wider than the screen (WCAG 2.1.1).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-neutral-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand"
    >
      <table className="min-w-full divide-y divide-neutral-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-neutral-100 text-xs font-semibold tracking-wide text-neutral-700 uppercase">
          <tr>
            {head.map((cell) => {
              const { label, className = '' } = typeof cell === 'string' ? { label: cell } : cell;
              return (
                <th key={label} scope="col" className={`px-4 py-3 whitespace-nowrap ${className}`}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">{children}</tbody>
      </table>
    </section>
  );
}

export const cellClass = 'px-4 py-3 align-middle text-neutral-800';

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
