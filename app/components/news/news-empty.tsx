import { ButtonLink } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import { paths } from '#app/lib/paths';

/** docs/product.md §2, §6: the empty list, with a way back to every article. */
export function NewsEmpty() {
  return (
    <div className="rounded-lg border border-dashed border-neutral-300 bg-white px-6 py-16 text-center">
      <Icon name="newspaper" className="mx-auto h-10 w-10 text-neutral-400" />
      <p className="mt-4 text-lg font-semibold text-charcoal">No articles found.</p>
      <p className="mt-2 text-neutral-600">Try adjusting your search or choosing a different category.</p>
      <ButtonLink to={paths.news()} variant="dark" className="mt-6">
        Clear Filters
      </ButtonLink>
    </div>
  );
}
