import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ButtonLink } from '#app/components/ui/button';
import { paths } from '#app/lib/paths';

/**
 * The thank-you state that takes a sent form's place (a quote list, a parts or service request):
 * the title, what happens now, the request's reference, the caller's own actions, and a way on to
 * the products.
 */
export function SentPanel({
  id,
  title,
  message,
  reference,
  browse,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  message: ReactNode;
  reference: string;
  /** The look of the "Browse products" link. */
  browse: 'dark' | 'outline';
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces held the focus: the news goes to the heading, and is read out from there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={id}
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-lg border border-neutral-200 bg-white px-6 py-12 text-center"
    >
      <CheckCircle2 aria-hidden className="size-12 text-green-700" />
      <h2
        id={id}
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold text-charcoal focus:outline-none"
      >
        {title}
      </h2>
      <p className="text-lg text-neutral-700">{message}</p>
      <p className="text-neutral-700">
        Your reference: <strong className="font-semibold text-charcoal tabular-nums">{reference}</strong>
      </p>
      {children}
      <ButtonLink to={paths.products()} variant={browse} className="mt-2">
        Browse products
      </ButtonLink>
    </section>
  );
}
