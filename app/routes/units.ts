import { redirect } from 'react-router';
import { sitePath } from '#common/site-path';
import { unitsCookie } from '#common/units-cookie';
import type { Route } from './+types/units';

// The units switch without JavaScript (docs/product.md §17): the header's little form posts here,
// the cookie is set and the visitor is sent back to the page they were on, now rendered in the
// chosen system. With JavaScript the switch sets the cookie itself and reloads the page's data
// (components/layout/units-switch.tsx). A POST, not a link: it changes what later pages show.

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const chosen = form?.get('units');
  const back = form?.get('back');
  // Only this site's own paths: anything else (another origin, markup, a line break) goes home.
  const to = (typeof back === 'string' && sitePath(back)) || '/';
  const headers =
    chosen === 'metric' || chosen === 'imperial' ? { 'Set-Cookie': unitsCookie(chosen) } : undefined;
  return redirect(to, { status: 303, headers });
}

/** Nothing to show here: an address typed by hand goes home, as unknown paths do. */
export const loader = () => redirect('/');
