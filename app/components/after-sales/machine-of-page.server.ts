import type { RouterContextProvider } from 'react-router';
import { type IronsiteLoadContext, serverContext } from '#app/lib/load-context';
import { originOf } from '#app/lib/seo';
import type { MachineChoice } from './machine-search';

/**
 * The machine a request page was opened for (`/parts?machine=12`, from a product page), as the
 * picker shows it; none when the id is not a machine the public may see.
 */
async function machineOfPage(url: URL, services: IronsiteLoadContext['services']) {
  const id = Number(url.searchParams.get('machine'));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const page = await services.productPage(id);
  if (!page) return null;
  const { variant } = page;
  return { id: variant.id, name: variant.name, brand: variant.product.brand.name } satisfies MachineChoice;
}

/** The loader of the /parts and /service pages: the origin for their meta tags, and the machine. */
export async function loadRequestPage({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  return { origin: originOf(request), machine: await machineOfPage(url, serverContext(context).services) };
}
