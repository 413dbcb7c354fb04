import { redirect, useNavigation } from 'react-router';
import { productNames } from '#app/components/catalog/facets';
import { activeFilterCount, FilterChips, filterSummary } from '#app/components/catalog/filter-chips';
import { FilterDrawer } from '#app/components/catalog/filter-drawer';
import { FilterSidebar } from '#app/components/catalog/filter-sidebar';
import { LoadedToast } from '#app/components/catalog/loaded-toast';
import { Pagination } from '#app/components/catalog/pagination';
import { cardOf } from '#app/components/catalog/product-card';
import { EmptyResults, ProductGrid } from '#app/components/catalog/product-grid';
import { SearchBox } from '#app/components/catalog/search-box';
import { SortSelect } from '#app/components/catalog/sort-select';
import { PageTitle } from '#app/components/ui/page-title';
import { loadListing } from '#app/lib/catalog.server';
import { lazyPanel, usePreloadWhenIdle } from '#app/lib/lazy-panel';
import { serverContext } from '#app/lib/load-context';
import { orEmpty } from '#app/lib/or-empty.server';
import { paths } from '#app/lib/paths';
import { originOf, pageMeta } from '#app/lib/seo';
import { specScales, toMetricWith } from '#app/lib/unit-factors.server';
import { readListingAddress } from '#common/schemas/listing-query';
import { unitLabel } from '#common/unit-label';
import type { Route } from './+types/products';

// Every filter is read from the address on the server, so a filtered page can be shared,
// reloaded and indexed; filter changes in the browser are navigations to a new address.
// Spec filters (docs/product.md §17) are read in the metric display unit; a visitor in imperial
// types imperial numbers, converted here (without JavaScript) or in the browser (with it).
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services, units } = serverContext(context);
  const dictionary = units === 'imperial' ? await orEmpty('parameters', services.parameters(), []) : [];
  const scales = specScales(dictionary, units);
  const address = readListingAddress(url.searchParams, toMetricWith(scales));
  // The filter form sent before its JavaScript ran: answer with the address as links write it.
  if (address.fromForm && address.ignored.length === 0) throw redirect(paths.products(address.query));
  const chosen = address.query.brand || address.query.category;
  const [{ query, listing, facets, ignored }, branches, outline] = await Promise.all([
    loadListing(services, address.query, units),
    orEmpty('branches', services.branches(), []),
    // The Product choices of the brand or category asked for (facets.ts); none without one.
    chosen
      ? Promise.all([services.brands(), services.categories(), services.products({})])
      : Promise.resolve(undefined),
  ]);
  const offered = new Set(facets.parameters.map((f) => f.key));
  // Units as a reader sees them ("m³"), named here so the browser needs no table of labels (a
  // copy: the facets are the read cache's own object).
  const parameters = facets.parameters.map((f) => ('unit' in f ? { ...f, unit: unitLabel(f.unit) } : f));
  return {
    query,
    // The cards' fields only: a listing row's specification table and texts stay here.
    listing: { ...listing, data: listing.data.map(cardOf) },
    // Only the scales of the filters on offer travel with the page.
    counts: {
      counts: { ...facets, parameters },
      scales: Object.fromEntries(Object.entries(scales).filter(([k]) => offered.has(k))),
      branches: branches.map((b) => ({ id: b.id, name: b.name })),
      products: outline && {
        brand: query.brand,
        category: query.category,
        names: productNames(
          { brands: outline[0], categories: outline[1] },
          outline[2],
          query.brand,
          query.category,
        ),
      },
    },
    ignored: [...address.ignored, ...ignored],
    origin: originOf(request),
  };
}

const listingLoading = lazyPanel(() => import('#app/components/catalog/listing-loading'));

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
  const { query, listing, counts, ignored } = loaderData;
  const navigation = useNavigation();
  usePreloadWhenIdle(listingLoading.preload);
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/products';
  const summary = filterSummary(query);
  const first = (listing.current_page - 1) * listing.per_page + 1;
  const last = first + listing.data.length - 1;
  return (
    <>
      <section className="relative border-b border-neutral-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
          <PageTitle title="Our Products">
            Batching plants, cranes, loaders and power equipment from our partner brands, with full
            specifications and local support.
          </PageTitle>
        </div>
        <LoadedToast />
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-8">
        <div className="hidden lg:block">
          <div className="sticky top-28">
            <FilterSidebar query={query} listing={counts} />
          </div>
        </div>
        <section aria-labelledby="results-heading" aria-busy={loading}>
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
            <SearchBox query={query} />
            <SortSelect query={query} facets={counts.counts.parameters} />
            <FilterDrawer query={query} activeCount={activeFilterCount(query)} listing={counts} />
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
            {ignored.length > 0 && (
              <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
                Ignored: {ignored.map((i) => `${i.field} (${i.message})`).join('; ')}
              </p>
            )}
            <FilterChips query={query} listing={counts} />
          </div>
          {loading ? (
            <listingLoading.Panel opened />
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
