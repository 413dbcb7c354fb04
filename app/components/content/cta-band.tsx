import { ArrowRight, FileText } from 'lucide-react';
import { useSiteActions } from '#app/components/layout/site-actions';
import { ButtonLink, buttonClass } from '#app/components/ui/button';
import { paths } from '#app/lib/paths';

/** Closing call to action of a content page: the quote modal and the catalogue. */
export function CtaBand({ title, text }: { title: string; text: string }) {
  const { openQuote, preloadModals } = useSiteActions();
  return (
    <section aria-labelledby="cta-title" className="bg-brand text-brand-ink">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-2xl font-semibold sm:text-[2rem] sm:leading-tight">
            {title}
          </h2>
          <p className="mt-3 text-lg">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => openQuote()}
            onPointerEnter={preloadModals}
            onFocus={preloadModals}
            className={buttonClass('dark', 'px-6 py-3 text-base')}
          >
            <FileText className="h-5 w-5" aria-hidden="true" />
            Request a Quote
          </button>
          <ButtonLink to={paths.products()} variant="outline" className="px-6 py-3 text-base">
            Browse Products
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
