import { RotateCw } from 'lucide-react';

// What the admin shows when something could not be loaded (docs/product.md §6: "Failed to fetch
// brands: …"): the failure, said at once to screen readers, with a way to try again.
export function LoadFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <>
      <p role="alert" className="text-sm font-medium text-red-800">
        {text}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 inline-flex items-center gap-1 rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-charcoal hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <RotateCw aria-hidden className="size-4" />
        Try again
      </button>
    </>
  );
}

/** A table's one row when its list could not be loaded; the list is otherwise shown empty. */
export function ListFailure({
  colSpan,
  text,
  onRetry,
}: {
  colSpan: number;
  text: string;
  onRetry: () => void;
}) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center">
        <LoadFailure text={text} onRetry={onRetry} />
      </td>
    </tr>
  );
}
