import { Plus, Redo2, Save, Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useReadOnly } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';
import { Field, Input } from '#app/components/ui/field';
import type { SpecGridState } from './use-spec-grid';

// Above the grid: undo and redo of edits and pastes, a new parameter (group and name), and Save
// all, which sends the whole grid at once.

const SMALL = 'px-3 py-2';

export function SpecGridToolbar({ state }: { state: SpecGridState }) {
  // A role that may only read the catalogue sees the grid, with nothing to save (docs/product.md §23).
  if (useReadOnly()) return null;
  return (
    // Phone: undo, redo and Save all on one line, the new parameter's fields under them; wide
    // screens: all on one line, Save all at the end.
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <div className="flex gap-2">
        <Button variant="outline" className={SMALL} onClick={state.undo} disabled={!state.canUndo}>
          <Undo2 aria-hidden className="size-4" />
          Undo
        </Button>
        <Button variant="outline" className={SMALL} onClick={state.redo} disabled={!state.canRedo}>
          <Redo2 aria-hidden className="size-4" />
          Redo
        </Button>
      </div>
      <Button
        onClick={() => void state.saveAll()}
        disabled={state.saving || !state.dirty}
        aria-busy={state.saving || undefined}
        className={`${SMALL} ml-auto lg:order-last`}
      >
        <Save aria-hidden className="size-4" />
        {state.saving ? 'Saving...' : 'Save all'}
      </Button>
      <AddParameter state={state} />
    </div>
  );
}

function AddParameter({ state }: { state: SpecGridState }) {
  const last = state.grid[state.grid.length - 1]?.[0] ?? '';
  const [group, setGroup] = useState<string | null>(null);
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    state.addParameter(group ?? last, name);
    setName('');
  };
  return (
    <form onSubmit={submit} aria-label="Add a parameter" className="flex w-full items-end gap-2 lg:w-auto">
      <Field label="Group" className="min-w-0 flex-1 lg:w-36 lg:flex-none">
        {(control) => (
          <Input
            {...control}
            value={group ?? last}
            onChange={(event) => setGroup(event.target.value)}
            placeholder="Specifications"
            className="py-2 text-sm"
          />
        )}
      </Field>
      <Field label="Parameter name" className="min-w-0 flex-1 lg:w-48 lg:flex-none">
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="py-2 text-sm"
          />
        )}
      </Field>
      <Button type="submit" variant="outline" className={`${SMALL} shrink-0`} disabled={!name.trim()}>
        <Plus aria-hidden className="size-4" />
        {/* One flex item, so the gap does not split the words. */}
        <span>
          Add<span className="sr-only sm:not-sr-only"> parameter</span>
        </span>
      </Button>
    </form>
  );
}
