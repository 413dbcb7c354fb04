import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { AvailabilityLine } from '#app/components/catalog/availability-line';
import { ChatButtons } from '#app/components/catalog/chat-buttons';
import { HighlightBand } from '#app/components/catalog/highlight-band';
import { ProductBreadcrumb } from '#app/components/catalog/product-breadcrumb';
import { cardOf } from '#app/components/catalog/product-card';
import { ProductHero } from '#app/components/catalog/product-hero';
import { ProductInquiryForm } from '#app/components/catalog/product-inquiry-form';
import { ProductJsonLd } from '#app/components/catalog/product-json-ld';
import { BulletSection, DetailSection } from '#app/components/catalog/product-lists';
import { RelatedProducts } from '#app/components/catalog/related-products';
import { SpecTable } from '#app/components/catalog/spec-table';
import { MonthlyPayment } from '#app/components/financing/monthly-payment';
import { ContactBar } from '#app/components/layout/contact-bar';
import { UnitsSwitch } from '#app/components/layout/units-switch';
import { deferHydration } from '#app/lib/deferred-hydration';
import { serverContext } from '#app/lib/load-context';
import { paths } from '#app/lib/paths';
import { productJsonLd } from '#app/lib/product-json-ld.server';
import { originOf, pageMeta } from '#app/lib/seo';
import { chatAccountsOf, chatLinks } from '#common/chat-links';
import { financingOf, fromMonthly, payablePrice } from '#common/financing';
import { priceSettingsOf } from '#common/price-settings';
import { featuredEntries } from '#common/spec-names';
import type { Route } from './+types/product-detail';

const MAX_ID = 2_147_483_647;

// Only an unknown or hidden machine's address shows it: out of every product page's first load.
const ProductNotFound = lazy(() =>
  import('#app/components/catalog/product-not-found').then((m) => ({ default: m.ProductNotFound })),
);

// The specification table answers nothing (a title on hover is the browser's): hydrated in idle
// time, or at once when the page changes under it (decision 073).
const DeferredSpecTable = deferHydration(SpecTable);

/** A signed preview link's page (docs/product.md §29): for its holder only, never indexed. */
const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const origin = originOf(request);
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  const { services, units } = serverContext(context);
  const preview = new URL(request.url).searchParams.get('preview');
  const known = id > 0 && id <= MAX_ID;
  const [page, settings] = await Promise.all([
    !known
      ? null
      : preview !== null
        ? services.previewProductPage(id, preview, units)
        : services.productPage(id, units),
    services.publicSettings(),
  ]);
  // Unknown or hidden (a tampered or expired preview link too): the Product Not Found screen, with a
  // real 404 for crawlers.
  if (!page)
    return data(
      { found: false as const, origin },
      { status: 404, headers: preview !== null ? PREVIEW_HEADERS : {} },
    );
  // The chat buttons' addresses, made here so the browser needs no code for them (docs/product.md §20).
  const machine = {
    id: page.variant.id,
    name: page.variant.name,
    url: `${origin}${paths.product(page.variant.id)}`,
  };
  const sheet = services.sheetLink('machine', [machine.id], units);
  // The "from …/month" figure is worked out here; only the calculator needs code in the browser.
  // A VAT-exclusive price is financed with its VAT (docs/product.md §25.2).
  const financing = financingOf(settings);
  const prices = priceSettingsOf(settings);
  const listed = page.variant.price;
  const price = listed !== null && listed > 0 ? payablePrice(listed, prices.vatMode) : null;
  const monthly =
    financing && price !== null
      ? { price, vatAdded: prices.vatMode === 'exclusive', from: fromMonthly(price, financing), financing }
      : null;
  return data(
    {
      found: true as const,
      preview: preview !== null,
      origin,
      variant: page.variant,
      // As listing cards: the three drawn, without their specification tables.
      related: page.related.slice(0, 3).map(cardOf),
      chat: chatLinks(chatAccountsOf(settings), [machine]),
      jsonLd: productJsonLd(page.variant, origin, prices),
      monthly,
      sheet,
      // The moment the availability line is first worked out (decision 069): the browser works it
      // out again with its own clock after hydration.
      renderedAt: Date.now(),
    },
    { headers: preview !== null ? PREVIEW_HEADERS : {} },
  );
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData?.found) {
    return [
      { title: 'Product Not Found | Ironsite Heavy Equipment' },
      { name: 'description', content: 'The requested product could not be found.' },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { variant } = loaderData;
  const noindex = loaderData.preview ? [{ name: 'robots', content: 'noindex' }] : [];
  return [
    ...pageMeta({
      title: variant.name,
      description:
        variant.introduction ??
        variant.product.introduction ??
        `${variant.name} by ${variant.product.brand.name}: specifications, applications and pricing.`,
      path: paths.product(params.id),
      origin: loaderData.origin,
      image: variant.image,
      type: 'product',
    }),
    ...noindex,
  ];
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found)
    return (
      <Suspense>
        <ProductNotFound />
      </Suspense>
    );
  const { variant, related, chat, jsonLd, sheet, monthly, renderedAt } = loaderData;
  return (
    <>
      <ProductJsonLd json={jsonLd} />
      <ProductBreadcrumb category={variant.product.category.name} name={variant.name} />
      <ProductHero
        variant={variant}
        monthly={monthly && <MonthlyPayment offer={monthly} />}
        availability={<AvailabilityLine entries={variant.availability} renderedAt={renderedAt} />}
      >
        <ChatButtons variantIds={[variant.id]} links={chat} />
        {/* DownloadLink's markup written here: its own chunk would cost this page's first load more. */}
        <a href={sheet.href} download className="mt-3 inline-block text-sm font-semibold underline">
          Download spec sheet <span className="font-normal text-neutral-600">{sheet.size}</span>
        </a>
      </ProductHero>
      <HighlightBand entries={featuredEntries(variant)} />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 lg:py-16">
        {variant.description && (
          <DetailSection id="overview-heading" title="Overview">
            <p className="max-w-3xl text-lg text-neutral-700">{variant.description}</p>
          </DetailSection>
        )}
        <div className="grid gap-12 lg:grid-cols-2">
          <BulletSection list="features" items={variant.features} />
          <BulletSection list="applications" items={variant.applications} />
        </div>
        {/* The switch beside the numbers it changes: on phones the header's is inside the menu (§17). */}
        <DetailSection
          id="specs-heading"
          title="Technical Specifications"
          aside={<UnitsSwitch className="rounded-md bg-charcoal px-3 py-1.5 text-sm text-neutral-200" />}
        >
          <DeferredSpecTable groups={variant.technical_parameters} />
        </DetailSection>
        <RelatedProducts variants={related} />
      </div>
      <ProductInquiryForm key={variant.id} variantId={variant.id} product={variant.name} />
      <ContactBar links={chat} variantIds={[variant.id]} />
    </>
  );
}
