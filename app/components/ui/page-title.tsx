import type { ReactNode } from 'react';

/** The h1 and lead at the head of a catalogue page (the product listing, the comparison). */
export function PageTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="text-[2rem] leading-tight font-semibold tracking-tight sm:text-[2.5rem]">{title}</h1>
      <p className="mt-2 max-w-2xl text-base text-neutral-600 sm:text-lg">{children}</p>
    </>
  );
}
