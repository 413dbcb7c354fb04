import { loadRequestPage } from '#app/components/after-sales/machine-of-page.server';
import { PartsRequestForm } from '#app/components/after-sales/parts-request-form';
import { RequestPage, requestPageMeta } from '#app/components/after-sales/request-page';
import type { Route } from './+types/parts';

export const loader = (args: Route.LoaderArgs) => loadRequestPage(args);

export const meta: Route.MetaFunction = ({ loaderData }) => requestPageMeta('parts', loaderData);

/** A parts request (docs/product.md §30). */
export default function PartsPage({ loaderData }: Route.ComponentProps) {
  return (
    <RequestPage kind="parts">
      {(onSent) => <PartsRequestForm machine={loaderData.machine} onSent={onSent} />}
    </RequestPage>
  );
}
