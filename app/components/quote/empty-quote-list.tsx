import { ButtonLink } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import { paths } from '#app/lib/paths';

/** The list's empty state, and what the server renders: the list is this browser's, in localStorage. */
export function EmptyQuoteList() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-neutral-300 px-4 py-10 text-center">
      <Icon name="clipboard-list" className="size-10 text-neutral-500" />
      <p className="text-lg font-semibold text-charcoal">Your quote list is empty</p>
      <p className="max-w-sm text-neutral-600">
        Open a machine and choose Add to quote list, then ask for all of them in one request.
      </p>
      <ButtonLink to={paths.products()} variant="dark" className="mt-2">
        Browse products
      </ButtonLink>
    </div>
  );
}
