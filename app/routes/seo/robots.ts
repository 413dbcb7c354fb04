import { originOf } from '#app/lib/seo';
import { robotsTxt } from '#app/lib/seo.server';
import type { Route } from './+types/robots';

/** Crawlers may read every public page; the back office, sign-in screens and the API stay out. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(originOf(request)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
