import { useNavigation } from 'react-router';
import { parseListingQuery } from '#common/schemas/listing-query';
import { activeFilterCount, FilterChips, filterSummary } from '../../components/catalog/filter-chips';
import { FilterDrawer } from '../../components/catalog/filter-drawer';
import { FilterSidebar } from '../../components/catalog/filter-sidebar';
import { ListingProgress, SkeletonGrid } from '../../components/catalog/listing-loading';
import { LoadedToast } from '../../components/catalog/loaded-toast';
import { Pagination } from '../../components/catalog/pagination';
import { EmptyResults, ProductGrid } from '../../components/catalog/product-grid';
import { SearchBox } from '../../components/catalog/search-box';
import { SortSelect } from '../../components/catalog/sort-select';
import { loadListing } from '../../lib/catalog.server';
import { serverContext } from '../../lib/load-context';
import { paths } from '../../lib/paths';
import { originOf, pageMeta } from '../../lib/seo';
import type { Route } from './+types/products';

// Every filter is read from the address on the server, so a filtered page can be shared,
// reloaded and indexed; filter changes in the browser are navigations to a new address.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const query = parseListingQuery(url.searchParams);
  const listing = await loadListing(serverContext(context).services, query);
  return { query, listing, origin: originOf(request) };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Our Products' }];
  const summary = filterSummary(data.query);
  return pageMeta({
    title: summary ? `Our Products — ${summary.replace('Filtered by ', '')}` : 'Our Products',
    description: `${data.listing.total} machines from batching plants to cranes and loaders${
      summary ? ` (${summary.toLowerCase()})` : ''
    }. Compare specifications and prices, and request a quote from our Philippine team.`,
    path: paths.products(data.query),
    origin: data.origin,
  });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, listing } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/products';
  const summary = filterSummary(query);
  const first = (listing.current_page - 1) * listing.per_page + 1;
  const last = first + listing.data.length - 1;
  return (
    <>
      <LoadedToast />
      <section className="border-b border-neutral-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight sm:text-[2.5rem]">
            Our Products
          </h1>
          <p className="mt-2 max-w-2xl text-base text-neutral-600 sm:text-lg">
            Batching plants, cranes, loaders and power equipment from our partner brands, with full
            specifications and local support.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 lg:grid lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:gap-8">
        <div className="hidden lg:block">
          <div className="sticky top-28">
            <FilterSidebar query={query} />
          </div>
        </div>
        <section aria-labelledby="results-heading" aria-busy={loading}>
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
            <SearchBox query={query} />
            <SortSelect query={query} />
            <FilterDrawer query={query} activeCount={activeFilterCount(query)} />
          </div>
          <div className="mb-4 space-y-3">
            <p className="text-sm text-neutral-700" aria-live="polite">
              {listing.total === 0
                ? '0 products'
                : `Showing ${first}–${last} of ${listing.total} ${listing.total === 1 ? 'product' : 'products'}`}
              {summary && (
                <span className="block font-medium text-charcoal sm:inline sm:before:content-['_·_']">
                  {summary}
                </span>
              )}
            </p>
            <FilterChips query={query} />
          </div>
          <ListingProgress active={loading} />
          {loading ? (
            <SkeletonGrid />
          ) : listing.data.length === 0 ? (
            <EmptyResults query={query} />
          ) : (
            <ProductGrid variants={listing.data} />
          )}
          <Pagination query={query} lastPage={listing.last_page} />
        </section>
      </div>
    </>
  );
}
