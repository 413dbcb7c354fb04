/**
 * A specification value in the visitor's unit system (docs/product.md §17), or as published when
 * it was not read as a number. When the two differ, the published text shows on hover (title) and
 * is read out after the value, so nobody loses what the maker wrote.
 */
export function SpecValue({ value, display }: { value: string; display?: string }) {
  if (!display || display === value) return value;
  return (
    <span title={`As published: ${value}`}>
      {display}
      <span className="sr-only"> (as published: {value})</span>
    </span>
  );
}
