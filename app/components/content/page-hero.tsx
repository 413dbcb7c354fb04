import type { ReactNode } from 'react';
import { responsiveImage } from '../../../common/image-url';

/**
 * Charcoal band that opens a content page: eyebrow, the page's one h1 and a lead paragraph. An
 * optional background picture (e.g. the home hero's) sits under a dark overlay for contrast.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  image?: string;
  children?: ReactNode;
}) {
  const picture = image ? responsiveImage(image) : null;
  return (
    <section className="relative isolate overflow-hidden bg-charcoal text-white">
      {picture && (
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          sizes="100vw"
          alt=""
          width={picture.width ?? 1600}
          height={picture.height ?? 900}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-25"
        />
      )}
      <div className="absolute inset-y-0 left-0 -z-10 w-1.5 bg-brand" aria-hidden="true" />
      {/* Hazard-stripe texture on the right: industrial, and no image to download. */}
      <div
        className="absolute inset-y-0 right-0 -z-10 hidden w-1/3 bg-[repeating-linear-gradient(135deg,rgb(255_255_255/0.04)_0_16px,transparent_16px_32px)] md:block"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-[2rem] font-semibold leading-tight sm:text-[2.5rem]">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-neutral-200">{lead}</p>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
