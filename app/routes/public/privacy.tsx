import { LegalPageView } from '#app/components/content/legal-page';
import { serverContext } from '#app/lib/load-context';
import { originOf, pageMeta } from '#app/lib/seo';
import { legalBlocks } from '#common/legal-text';
import type { Route } from './+types/privacy';

// docs/product.md §21: the Privacy Policy under RA 10173, as written in Settings → General.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { text, version } = await serverContext(context).services.legalPage('privacy');
  return { origin: originOf(request), blocks: legalBlocks(text), version };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: 'Privacy Policy',
    description:
      'How we collect, use, keep and protect your personal data under the Data Privacy Act of 2012 (RA 10173), and how to reach our Data Protection Officer.',
    path: '/privacy',
    origin: data?.origin ?? 'http://localhost',
  });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPageView title="Privacy Policy" blocks={loaderData.blocks} version={loaderData.version} />;
}
