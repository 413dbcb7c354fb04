import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { ChatButtons } from '#app/components/catalog/chat-buttons';
import { CompareTable } from '#app/components/compare/compare-table';
import { DownloadLink } from '#app/components/documents/download-link';
import { ButtonLink } from '#app/components/ui/button';
import { PageTitle } from '#app/components/ui/page-title';
import { compareHref, readCompareAddress } from '#app/lib/compare-address';
import { comparePageData, NO_COMPARISON } from '#app/lib/compare-page.server';
import { serverContext } from '#app/lib/load-context';
import { orEmpty } from '#app/lib/or-empty.server';
import { paths } from '#app/lib/paths';
import { originOf, pageMeta } from '#app/lib/seo';
import { chatAccountsOf, chatLinks } from '#common/chat-links';
import { MAX_COMPARED } from '#common/constants';
import type { Route } from './+types/compare';

// Machines side by side (docs/product.md §18), rendered on the server in one pass: the loader reads
// the comparison through the read cache the API uses. An address that cannot be read whole never
// fails the page: it shows the machines it could read and says what it left out.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services, units } = serverContext(context);
  const address = readCompareAddress(url.searchParams);
  const origin = originOf(request);
  const [comparison, settings] = await Promise.all([
    address.ids.length > 0
      ? orEmpty('comparison', services.comparison(address.ids, units), NO_COMPARISON)
      : NO_COMPARISON,
    services.publicSettings(),
  ]);
  const page = comparePageData(comparison, address);
  // The chat buttons name every machine compared (docs/product.md §18, §20), made here so the
  // browser needs no code for them.
  const chat = chatLinks(
    chatAccountsOf(settings),
    page.machines.map((m) => ({ id: m.id, name: m.name, url: `${origin}${paths.product(m.id)}` })),
  );
  // The limit travels with the page: imported by the component, it would join the first load of
  // every page (the constants module is shared by all of them).
  const ids = page.machines.map((m) => m.id);
  const sheet = ids.length > 1 ? services.sheetLink('compare', ids, units) : null;
  return { ...page, chat, max: MAX_COMPARED, units, origin, sheet };
}

/** The address without `diff`: what the loader's answer depends on. */
const withoutDiff = (url: URL) => {
  const params = new URLSearchParams(url.search);
  params.delete('diff');
  return `${url.pathname}?${params}`;
};

// Only differences is a link, so it works without JavaScript; with it, following the link changes
// only which rows show, and the rows are already here: no request.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href !== nextUrl.href && withoutDiff(currentUrl) === withoutDiff(nextUrl))
    return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Compare Machines' }, { name: 'robots', content: 'noindex' }];
  const names = data.machines.map((m) => m.name);
  return [
    ...pageMeta({
      title: names.length > 0 ? `Compare: ${names.join(' vs ')}` : 'Compare Machines',
      description:
        names.length > 0
          ? `${names.join(', ')} side by side: specifications in the same units, differences and best values marked, with prices.`
          : `Compare up to ${data.max} machines side by side: specifications in the same units, differences and best values marked.`,
      path: compareHref(data.machines.map((m) => m.id)),
      origin: data.origin,
    }),
    // Any set of machines makes an address: none of them is worth a place in a search index.
    { name: 'robots', content: 'noindex' },
  ];
}

function Notes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 space-y-1 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm"
    >
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}

function EmptyComparison({ max }: { max: number }) {
  return (
    <div className="rounded-lg border border-dashed border-neutral-300 bg-white px-6 py-16 text-center">
      <h2 className="text-lg font-semibold">No machines to compare yet</h2>
      <p className="mx-auto mt-2 max-w-md text-neutral-600">
        Choose up to {max} machines from our catalogue to see their specifications side by side.
      </p>
      <ButtonLink to={paths.products()} variant="dark" className="mt-6">
        Browse Products
      </ButtonLink>
    </div>
  );
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { machines, groups, notes, dropped, units, max, chat, sheet } = loaderData;
  const [params] = useSearchParams();
  const diff = params.get('diff') === '1';
  const ids = machines.map((m) => m.id);
  const rows = groups.reduce((n, g) => n + g.rows.length, 0);
  const differing = groups.reduce((n, g) => n + g.rows.filter((r) => r.differs).length, 0);
  return (
    <div className="compare-page">
      <section className="border-b border-neutral-200 bg-white print:border-0">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 print:py-2">
          <PageTitle title="Compare Machines">
            Specifications side by side in {units} units; rows that differ are tinted and the best values
            marked.
          </PageTitle>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 print:py-2">
        <Notes notes={dropped ? [...notes, dropped] : notes} />
        {machines.length === 0 ? (
          <EmptyComparison max={max} />
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
              <p className="text-sm text-neutral-700">
                {machines.length} {machines.length === 1 ? 'machine' : 'machines'} · {differing} of {rows}{' '}
                {rows === 1 ? 'row differs' : 'rows differ'}
              </p>
              {sheet && <DownloadLink {...sheet} label="Download comparison" />}
              <Link
                to={compareHref(ids, !diff)}
                preventScrollReset
                role="switch"
                aria-checked={diff}
                // A switch answers Space as well as Enter.
                onKeyDown={(event) => {
                  if (event.key !== ' ') return;
                  event.preventDefault();
                  event.currentTarget.click();
                }}
                className="inline-flex items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm font-semibold text-charcoal hover:bg-neutral-50"
              >
                <span
                  aria-hidden="true"
                  className={`relative inline-block h-5 w-9 rounded-full transition-colors ${diff ? 'bg-charcoal' : 'bg-neutral-300'}`}
                >
                  <span
                    className={`absolute top-0.5 size-4 rounded-full bg-white transition-[left] ${diff ? 'left-4.5' : 'left-0.5'}`}
                  />
                </span>
                Only differences
              </Link>
            </div>
            <CompareTable
              machines={machines}
              groups={groups}
              diff={diff}
              removeHref={(id) =>
                compareHref(
                  ids.filter((other) => other !== id),
                  diff,
                )
              }
            />
            <div className="print:hidden">
              <ChatButtons variantIds={ids} links={chat} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
