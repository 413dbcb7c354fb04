// PLACEHOLDER: replaced by the owner of the SEO routes.
export function loader() {
  return new Response('User-agent: *\nAllow: /\n', {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
