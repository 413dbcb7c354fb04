import { LegalPageView } from '#app/components/content/legal-page';
import { serverContext } from '#app/lib/load-context';
import { originOf, pageMeta } from '#app/lib/seo';
import { legalBlocks } from '#common/legal-text';
import type { Route } from './+types/terms';

// docs/product.md §21: the Terms of Service, as written in Settings → General.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { text } = await serverContext(context).services.legalPage('terms');
  return { origin: originOf(request), blocks: legalBlocks(text) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: 'Terms of Service',
    description: 'The terms for using our website, quote requests and inquiries.',
    path: '/terms',
    origin: data?.origin ?? 'http://localhost',
  });

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPageView title="Terms of Service" blocks={loaderData.blocks} />;
}
