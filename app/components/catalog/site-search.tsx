import { Form } from 'react-router';
import { buttonClass } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import { paths } from '#app/lib/paths';

/**
 * A search of the catalogue outside the listing (docs/product.md §2.1, §2.3): the home page and
 * the phone menu. A plain GET form to /products, so it works before any JavaScript, with a
 * visible Search button for phones whose keyboard hides Enter.
 */
export function SiteSearch({ id, tone = 'light' }: { id: string; tone?: 'light' | 'dark' }) {
  return (
    <search>
      <Form action={paths.products()} method="get" className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Search products
        </label>
        <input
          id={id}
          type="search"
          name="search"
          maxLength={200}
          enterKeyHint="search"
          placeholder="e.g. crane 50 ton"
          className={`block min-w-0 flex-1 rounded-md border px-3 py-2.5 text-base focus:outline-2 focus:outline-brand ${
            tone === 'dark'
              ? 'border-white/20 bg-white/10 text-white placeholder:text-neutral-400'
              : 'border-neutral-300 bg-white shadow-sm placeholder:text-neutral-500'
          }`}
        />
        <button type="submit" className={buttonClass('primary', 'shrink-0 px-4')}>
          <Icon name="search" className="size-4" />
          Search
        </button>
      </Form>
    </search>
  );
}
