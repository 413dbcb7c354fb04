import { useState } from 'react';
import { machineOfPage } from '#app/components/after-sales/machine-of-page.server';
import { RequestPage } from '#app/components/after-sales/request-page';
import { RequestSent } from '#app/components/after-sales/request-sent';
import { ServiceRequestForm } from '#app/components/after-sales/service-request-form';
import type { SentRequest } from '#app/components/after-sales/use-request-form';
import { serverContext } from '#app/lib/load-context';
import { paths } from '#app/lib/paths';
import { originOf, pageMeta } from '#app/lib/seo';
import type { Route } from './+types/service';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return { origin: originOf(request), machine: await machineOfPage(url, serverContext(context).services) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Book a Service',
    description:
      'Book a technician for your machine: tell us what is wrong, its hour meter and where it is. The nearest branch answers, first when the machine is down.',
    path: paths.service(),
    origin: loaderData?.origin ?? 'http://localhost',
  });

/** A service request (docs/product.md §30). */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const [sent, setSent] = useState<SentRequest | null>(null);
  return (
    <RequestPage
      eyebrow="Service"
      title="Book a Service"
      lead="Tell us the machine, what is wrong and where it is. The branch nearest to the machine sends a technician."
      formTitle="Your Service Request"
      formTitleId="service-form-title"
      sent={sent ? <RequestSent title="Service Request Sent" {...sent} /> : null}
    >
      <ServiceRequestForm machine={loaderData.machine} onSent={setSent} />
    </RequestPage>
  );
}
