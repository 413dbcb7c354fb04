import { useReadOnly } from './use-can';
import { XButton } from './x-button';

/** The small × that removes one entry of an editor's list; `label` names the entry ("Remove feature 2"). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  // A role that may only read the section is offered no removal (docs/product.md §4).
  if (useReadOnly()) return null;
  return (
    <XButton
      label={label}
      onClick={onClick}
      className="shrink-0 rounded-md p-2 text-neutral-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand"
    />
  );
}
