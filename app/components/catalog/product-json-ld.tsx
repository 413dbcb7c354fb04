import { useNonce } from '#app/lib/nonce';

/** schema.org Product data for search engines, as the loader wrote it (app/lib/product-json-ld.server.ts). */
export function ProductJsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, with < escaped by its writer
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
