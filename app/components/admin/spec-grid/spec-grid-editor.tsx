import { useUnsavedChanges } from '#app/components/admin/settings/use-unsaved-changes';
import { StatusBanner } from '#app/components/admin/status-message';
import type { SpecGrid } from '#common/schemas/spec-grid';
import { SpecGridTable } from './spec-grid-table';
import { SpecGridToolbar } from './spec-grid-toolbar';
import { useSpecGrid } from './use-spec-grid';

// The grid editor of one product (docs/product.md §17), mounted once its grid has loaded.
export function SpecGridEditor({ initial }: { initial: SpecGrid }) {
  const state = useSpecGrid(initial);
  const leaveDialog = useUnsavedChanges(
    state.dirty,
    'You have unsaved specifications. Leave this page without saving them?',
  );
  const { data } = state;
  return (
    <>
      <StatusBanner message={state.status.message} onDismiss={state.status.clear} />
      {data.variants.length === 0 ? (
        <p className="rounded-lg border border-neutral-200 bg-white p-6 text-neutral-700">
          This product has no variants yet.
        </p>
      ) : (
        <>
          <SpecGridToolbar state={state} />
          <SpecGridTable
            variants={data.variants}
            grid={state.grid}
            onEdit={state.edit}
            onPaste={state.paste}
            onUndo={state.undo}
            onRedo={state.redo}
          />
          <p className="mt-2 text-sm text-neutral-600">
            Arrow keys and Enter move between cells. Paste a block copied from a spreadsheet into a cell to
            fill it right and down; rows past the last become new parameters. Empty cells remove that
            parameter from the variant.
          </p>
        </>
      )}
      {leaveDialog}
    </>
  );
}
