import { BranchCard } from '#app/components/branches/branch-card';
import { BranchFinder } from '#app/components/branches/branch-finder';
import { branchesJsonLd } from '#app/components/branches/branch-json-ld';
import { provinceChoices } from '#app/components/branches/branches-page.server';
import { ProductJsonLd as JsonLd } from '#app/components/catalog/product-json-ld';
import { useSiteData } from '#app/components/layout/site-data';
import { serverContext } from '#app/lib/load-context';
import { paths } from '#app/lib/paths';
import { originOf, pageMeta } from '#app/lib/seo';
import type { PublicBranch } from '#common/schemas/branches';
import type { Route } from './+types/branches';

// Branches (docs/product.md §28): every branch by region, and "nearest to you" by province. The
// page is the same for everyone and may be kept; whether a branch is open now is worked out in the
// browser (open-now.tsx), never in this HTML (decision 064).

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = serverContext(context);
  const [branches, settings] = await Promise.all([services.branches(), services.publicSettings()]);
  const provinces = provinceChoices(branches);
  const asked = url.searchParams.get('province') ?? '';
  const origin = originOf(request);
  const siteName =
    typeof settings.site_name === 'string' && settings.site_name ? settings.site_name : 'Ironsite';
  return {
    origin,
    branches,
    provinces,
    province: provinces.some((p) => p.code === asked) ? asked : '',
    jsonLd: branchesJsonLd(branches, origin, siteName),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Branches',
    description:
      'Our branches across the Philippines: addresses, phone numbers, opening hours and directions. Find the branch that serves your province.',
    path: paths.branches(),
    origin: loaderData?.origin ?? 'http://localhost',
  });

/** The branches in the order the loader gave (by region), one group per region. */
function byRegion(branches: readonly PublicBranch[]) {
  const groups = new Map<string, { name: string; branches: PublicBranch[] }>();
  for (const b of branches) {
    const group = groups.get(b.region) ?? { name: b.region_name, branches: [] };
    group.branches.push(b);
    groups.set(b.region, group);
  }
  return [...groups.entries()];
}

export default function Branches({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const { branches, provinces, province, jsonLd } = loaderData;
  return (
    <>
      <JsonLd json={jsonLd} />
      <section className="bg-charcoal text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Branches</p>
          <h1 className="mt-2 text-[2rem] font-semibold sm:text-[2.5rem]">Our Branches</h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-200">
            Sales, parts and service near your site. Call the branch that serves your province, or visit us.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:py-12">
        {branches.length === 0 ? (
          <p className="text-neutral-700">
            Our branch list is on its way. Meanwhile call us at {settings.phone || 'our main office'}.
          </p>
        ) : (
          <>
            <BranchFinder key={province} branches={branches} provinces={provinces} initial={province} />
            {byRegion(branches).map(([code, group]) => (
              <section key={code} aria-labelledby={`region-${code}`}>
                <h2 id={`region-${code}`} className="text-2xl font-semibold text-charcoal">
                  {group.name}
                </h2>
                <div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                  {group.branches.map((b) => (
                    <BranchCard key={b.id} branch={b} anchor />
                  ))}
                </div>
              </section>
            ))}
          </>
        )}
      </div>
    </>
  );
}
