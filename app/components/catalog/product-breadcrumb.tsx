import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon';
import { paths } from '#app/lib/paths';

/** Home › Products › {category} (the listing filtered by it) › {variant}. */
export function ProductBreadcrumb({ category, name }: { category: string; name: string }) {
  const crumbs = [
    { label: 'Home', to: paths.home() },
    { label: 'Products', to: paths.products() },
    { label: category, to: paths.products({ category }) },
  ];
  return (
    <nav aria-label="Breadcrumb" className="border-b border-neutral-200 bg-white">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-3 text-sm text-neutral-600">
        {crumbs.map((c) => (
          <li key={c.label} className="flex items-center gap-1">
            <Link
              to={c.to}
              className="rounded hover:text-charcoal hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              {c.label}
            </Link>
            <Icon name="chevron-right" className="size-4 text-neutral-400" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-charcoal">
          {name}
        </li>
      </ol>
    </nav>
  );
}
