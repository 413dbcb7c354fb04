import type { ReactNode } from 'react';

/** A section's heading and, under it, what the section is for. */
export function SectionHead({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id?: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h2 id={id} className="text-lg font-semibold text-charcoal">
        {title}
      </h2>
      <p className="text-sm text-neutral-600">{children}</p>
    </div>
  );
}
