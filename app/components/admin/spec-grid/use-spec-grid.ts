import { useCallback, useMemo, useState } from 'react';
import { failureText, useAdminMutation } from '#app/components/admin/admin-api';
import { useStatusMessage } from '#app/components/admin/status-message';
import type { SpecGrid } from '#common/schemas/spec-grid';
import {
  addParameter,
  editCell,
  type Grid,
  gridOf,
  LEAD,
  pasteBlock,
  sameGrid,
  toInput,
  unnamedRows,
} from './grid';
import { createHistory, type History, record, redo, undo } from './history';

// The grid page's state (docs/product.md §17): the grid with its undo history, what was last
// saved (to tell unsaved changes), and Save all as one PUT with the admin's status banner.

export function useSpecGrid(initial: SpecGrid) {
  const [data, setData] = useState(initial);
  const [saved, setSaved] = useState<Grid>(() => gridOf(initial));
  const [history, setHistory] = useState<History<Grid>>(() => createHistory(saved));
  const status = useStatusMessage();
  const grid = history.present;
  const width = LEAD + data.variants.length;
  const save = useAdminMutation((body: ReturnType<typeof toInput>) => ({
    path: `/admin/products/${data.product.id}/spec-grid`,
    method: 'PUT',
    body,
  }));

  const change = useCallback(
    (next: (g: Grid) => Grid, run?: string) => setHistory((h) => record(h, next(h.present), run)),
    [],
  );
  // Typing is one undo step per cell until another cell is edited.
  const edit = useCallback(
    (row: number, column: number, value: string) =>
      change((g) => editCell(g, row, column, value, width), `${row}:${column}`),
    [change, width],
  );
  const paste = useCallback(
    (row: number, column: number, block: string[][]) =>
      change((g) => pasteBlock(g, row, column, block, width)),
    [change, width],
  );
  const dirty = useMemo(() => !sameGrid(grid, saved, data.variants), [grid, saved, data.variants]);

  const saveAll = async () => {
    const unnamed = unnamedRows(grid);
    if (unnamed.length > 0) {
      status.show('error', `Row ${unnamed[0] + 1} has values but no parameter name.`);
      return;
    }
    try {
      const answer = (await save.mutateAsync(toInput(grid, data.variants))) as {
        message: string;
        data: SpecGrid;
      };
      const next = gridOf(answer.data);
      setData(answer.data);
      setSaved(next);
      setHistory(createHistory(next));
      status.show('success', answer.message);
    } catch (error) {
      status.show('error', failureText(error, 'Failed to save specifications'));
    }
  };

  return {
    data,
    grid,
    width,
    dirty,
    status,
    saving: save.isPending,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    edit,
    paste,
    addParameter: (group: string, name: string) => change((g) => addParameter(g, group, name, width)),
    undo: useCallback(() => setHistory(undo), []),
    redo: useCallback(() => setHistory(redo), []),
    saveAll,
  };
}

export type SpecGridState = ReturnType<typeof useSpecGrid>;
