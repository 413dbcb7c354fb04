import { useState } from 'react';
import { machineOfPage } from '#app/components/after-sales/machine-of-page.server';
import { PartsRequestForm } from '#app/components/after-sales/parts-request-form';
import { RequestPage } from '#app/components/after-sales/request-page';
import { RequestSent } from '#app/components/after-sales/request-sent';
import type { SentRequest } from '#app/components/after-sales/use-request-form';
import { serverContext } from '#app/lib/load-context';
import { paths } from '#app/lib/paths';
import { originOf, pageMeta } from '#app/lib/seo';
import type { Route } from './+types/parts';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return { origin: originOf(request), machine: await machineOfPage(url, serverContext(context).services) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Order Parts',
    description:
      'Ask for genuine parts by part number or description, with the machine’s serial number and photos. The nearest branch answers, first when the machine is down.',
    path: paths.parts(),
    origin: loaderData?.origin ?? 'http://localhost',
  });

/** A parts request (docs/product.md §30). */
export default function PartsPage({ loaderData }: Route.ComponentProps) {
  const [sent, setSent] = useState<SentRequest | null>(null);
  return (
    <RequestPage
      eyebrow="Parts"
      title="Order Parts"
      lead="Tell us the machine and the parts you need, by part number or description. The branch nearest to you answers with price and availability."
      formTitle="Your Parts Request"
      formTitleId="parts-form-title"
      sent={sent ? <RequestSent title="Parts Request Sent" {...sent} /> : null}
    >
      <PartsRequestForm machine={loaderData.machine} onSent={setSent} />
    </RequestPage>
  );
}
