import type { ReactNode } from 'react';

/** Eyebrow plus h2 used by every content section; `id` labels the section for screen readers. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  dark = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  dark?: boolean;
}) {
  return (
    <div className="max-w-2xl">
      <p
        className={`text-sm font-semibold uppercase tracking-widest ${dark ? 'text-brand' : 'text-neutral-600'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-2xl font-semibold sm:text-[2rem] sm:leading-tight ${dark ? 'text-white' : 'text-charcoal'}`}
      >
        {title}
      </h2>
      {lead && <p className={`mt-3 text-base ${dark ? 'text-neutral-300' : 'text-neutral-700'}`}>{lead}</p>}
    </div>
  );
}

/**
 * A content section of its own width band: the heading above whatever the section shows, the
 * heading's id naming the section. `tone` alternates the bands' backgrounds down a page.
 */
export function HeadedSection({
  tone,
  children,
  ...heading
}: Parameters<typeof SectionHeading>[0] & { tone: 'white' | 'neutral'; children: ReactNode }) {
  return (
    <section
      aria-labelledby={heading.id}
      className={`${tone === 'white' ? 'bg-white' : 'bg-neutral-50'} py-12 sm:py-16`}
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}
