import type { MetaDescriptor, RouterContextProvider } from 'react-router';
import { serverContext } from '#app/lib/load-context';
import { paths } from '#app/lib/paths';
import { originOf, pageMeta } from '#app/lib/seo';

// What the login and register routes share besides their screens: one loader and their heads.

/** Whether the first admin has still to register (docs/product.md §8): login offers it, register asks for the setup code. */
export async function loadAuthPage({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const adminExists = await serverContext(context).services.adminExists();
  return { origin: originOf(request), noAdminYet: !adminExists };
}

const PAGES = {
  login: {
    title: 'Admin Login',
    description: 'Sign in to the Ironsite administration area.',
    path: paths.login(),
  },
  register: {
    title: 'Create Admin Account',
    description: 'Create an account for the Ironsite administration area.',
    path: paths.register(),
  },
};

/** An account screen's head: its title and description, kept out of search results. */
export const authMeta =
  (page: keyof typeof PAGES) =>
  ({ loaderData }: { loaderData?: { origin: string } }): MetaDescriptor[] => [
    ...pageMeta({ ...PAGES[page], origin: loaderData?.origin ?? 'http://localhost' }),
    { name: 'robots', content: 'noindex' },
  ];
