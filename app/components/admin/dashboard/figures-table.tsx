import type { ReactNode } from 'react';
import { AdminTable, type HeadCell, PlaceholderRow } from '#app/components/admin/admin-table';

/** A report's figures: one placeholder row while they load, when they failed or when there are none. */
export function FiguresTable({
  caption,
  head,
  state,
  empty,
  children,
}: {
  caption: string;
  head: HeadCell[];
  state: 'loading' | 'failed' | 'ready';
  /** What the empty table says; false while there are rows. */
  empty: ReactNode;
  children: ReactNode;
}) {
  const placeholder =
    state === 'loading'
      ? 'Loading figures...'
      : state === 'failed'
        ? 'The figures could not be loaded.'
        : empty;
  return (
    <AdminTable caption={caption} head={head}>
      {placeholder ? <PlaceholderRow colSpan={head.length}>{placeholder}</PlaceholderRow> : children}
    </AdminTable>
  );
}
