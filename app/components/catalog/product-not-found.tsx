import { ButtonLink } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import { paths } from '#app/lib/paths';

/** docs/product.md §6: an unknown or hidden variant shows this screen (the loader answers 404). */
export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Icon name="search-x" className="mx-auto size-14 text-neutral-400" />
      <h1 className="mt-6 text-[2rem] font-semibold tracking-tight">Product Not Found</h1>
      <p className="mt-3 text-lg text-neutral-600">The requested product could not be found.</p>
      <ButtonLink to={paths.products()} variant="dark" className="mt-8">
        Back to Products
      </ButtonLink>
    </div>
  );
}
