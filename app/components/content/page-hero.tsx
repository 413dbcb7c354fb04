import type { ReactNode } from 'react';
import { Drawing } from '#app/components/art/drawing';
import serviceScene from '#app/components/art/hero-service.svg?no-inline';
import siteScene from '#app/components/art/hero-site.svg?no-inline';
import { ResponsiveImg } from '#app/components/responsive-img';
import { responsiveImage } from '#common/image-url';

const SCENES = { site: siteScene, service: serviceScene } as const;

/**
 * Charcoal band that opens a content page: eyebrow, the page's one h1 and a lead paragraph. An
 * optional background picture (e.g. the home hero's) sits under a dark overlay for contrast. From
 * lg up a drawing in the demo pictures' style fills the right-hand column (app/components/art).
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  scene = 'site',
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  image?: string;
  /** Which drawing stands beside the text on wide screens. */
  scene?: keyof typeof SCENES;
  children?: ReactNode;
}) {
  const picture = image ? responsiveImage(image) : null;
  return (
    <section className="relative isolate overflow-hidden bg-charcoal text-white">
      {picture && (
        <ResponsiveImg
          picture={picture}
          size={[1600, 900]}
          sizes="100vw"
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-25"
        />
      )}
      <div className="absolute inset-y-0 left-0 -z-10 w-1.5 bg-brand" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:py-16 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-[2rem] font-semibold leading-tight sm:text-[2.5rem]">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-200">{lead}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {/* Lazy: below lg it is not displayed, so phones never fetch it. */}
        <Drawing
          src={SCENES[scene]}
          width={560}
          height={380}
          data-testid="hero-art"
          className="hidden h-auto w-full lg:block"
        />
      </div>
    </section>
  );
}
