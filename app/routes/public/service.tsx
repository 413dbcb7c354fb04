import { loadRequestPage } from '#app/components/after-sales/machine-of-page.server';
import { RequestPage, requestPageMeta } from '#app/components/after-sales/request-page';
import { ServiceRequestForm } from '#app/components/after-sales/service-request-form';
import type { Route } from './+types/service';

export const loader = (args: Route.LoaderArgs) => loadRequestPage(args);

export const meta: Route.MetaFunction = ({ loaderData }) => requestPageMeta('service', loaderData);

/** A service request (docs/product.md §30). */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <RequestPage kind="service">
      {(onSent) => <ServiceRequestForm machine={loaderData.machine} onSent={onSent} />}
    </RequestPage>
  );
}
