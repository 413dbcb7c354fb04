import type { ComponentProps } from 'react';

// A row's or a page's tick box in a list with bulk actions; "some of the page" shows as mixed.

export function SelectBox({ mixed = false, ...props }: ComponentProps<'input'> & { mixed?: boolean }) {
  return (
    <input
      type="checkbox"
      ref={(box) => {
        if (box) box.indeterminate = mixed;
      }}
      aria-checked={mixed ? 'mixed' : undefined}
      className="size-4 cursor-pointer rounded border-neutral-400 accent-charcoal disabled:cursor-not-allowed"
      {...props}
    />
  );
}
