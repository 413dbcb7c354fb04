import { FileX2 } from 'lucide-react';
import { ButtonLink, buttonClass } from '#app/components/ui/button';
import { paths } from '#app/lib/paths';

// A link that opens nothing (docs/product.md §25): unknown, ended, erased, or a revision that a newer
// one replaced, which offers that one. Both are 404s; the words say which.

type Props = { message: string } & (
  | { superseded: false }
  | { superseded: true; reference: string; newest: string }
);

export function QuotationMissing(props: Props) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <FileX2 aria-hidden className="mx-auto size-14 text-neutral-400" />
      <h1 className="mt-6 text-[2rem] leading-tight font-semibold tracking-tight">
        {props.superseded ? 'This quotation was replaced' : 'Quotation not found'}
      </h1>
      <p className="mt-3 text-lg text-neutral-600">
        {props.superseded
          ? `Quotation ${props.reference} was replaced by a newer revision. Open the newest revision to see the current offer.`
          : props.message}
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {props.superseded && (
          // A plain link: the server mints a link to the newest revision and redirects to it.
          <a href={props.newest} rel="nofollow" className={buttonClass('primary')}>
            Open the newest revision
          </a>
        )}
        <ButtonLink to={paths.contact()} variant={props.superseded ? 'outline' : 'dark'}>
          Contact us
        </ButtonLink>
      </div>
    </div>
  );
}
