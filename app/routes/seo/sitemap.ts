// PLACEHOLDER: replaced by the owner of the SEO routes.
export function loader() {
  return new Response(
    '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>',
    {
      headers: { 'content-type': 'application/xml; charset=utf-8' },
    },
  );
}
