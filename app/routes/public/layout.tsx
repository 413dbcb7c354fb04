import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CompareTrayMount } from '#app/components/compare-tray/compare-tray-mount';
import { FloatingSocial } from '#app/components/layout/floating-social';
import { Footer } from '#app/components/layout/footer';
import { Header } from '#app/components/layout/header';
import { ScrollToTop } from '#app/components/layout/scroll-to-top';
import { SiteActionsProvider } from '#app/components/layout/site-actions';
import type { SiteData } from '#app/components/layout/site-data';
import { deferHydration } from '#app/lib/deferred-hydration';
import { loadSiteData } from '#app/lib/layout.server';
import { serverContext } from '#app/lib/load-context';
import type { Route } from './+types/layout';

// The footer answers nothing but its links (plain links until then): hydrated in idle time.
const DeferredFooter = deferHydration(Footer);

export async function loader({ context }: Route.LoaderArgs): Promise<SiteData> {
  const { services, units } = serverContext(context);
  return { ...(await loadSiteData(services)), units };
}

// Settings and the catalogue outline change rarely: load them with the document and keep them
// across client navigations (no refetch of the whole outline on every click). A form submission
// still revalidates, and so does a navigation to the address already shown: the units switch
// (units-switch.tsx) makes one to render the page again in the other system.
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate;
}

/**
 * Header, footer and the shared pieces of docs/product.md §2 around every public page. The accent colour and
 * the skip link come from the root document (app/root.tsx).
 */
export default function PublicLayout({ loaderData: data }: Route.ComponentProps) {
  return (
    <SiteActionsProvider>
      <div className="flex min-h-screen flex-col">
        <Header data={data} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <DeferredFooter data={data} />
        {data.settings.showFloatingSocial && <FloatingSocial social={data.settings.social} />}
        <ScrollToTop />
        <CompareTrayMount />
      </div>
    </SiteActionsProvider>
  );
}
