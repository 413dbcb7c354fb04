import type { ReactNode } from 'react';
import { Button } from '#app/components/ui/button';

// The frame of the profile's security cards: a titled region (named by its heading) with a line
// under the title and an optional badge beside it.
export function ProfileCard({
  id,
  title,
  intro,
  badge,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={id} className="text-lg font-semibold text-charcoal">
            {title}
          </h2>
          {badge}
        </div>
        <p className="text-sm text-neutral-600">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/** What a card could not load, and Retry (the other cards of the page keep working). */
export function CardFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-red-800">
      {text}
      <Button variant="outline" className="text-charcoal" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
