import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Ironsite Heavy Equipment';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /products/12 (the origin comes from the request). */
  path: string;
  origin: string;
  image?: string | null;
  type?: 'website' | 'article' | 'product';
}

/** <title>, description, canonical and Open Graph / Twitter tags for a page (docs/product.md §14: every page its own). */
export function pageMeta({
  title,
  description,
  path,
  origin,
  image,
  type = 'website',
}: PageMeta): MetaDescriptor[] {
  const url = new URL(path, origin).toString();
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: type === 'product' ? 'product' : type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) tags.push({ property: 'og:image', content: new URL(image, origin).toString() });
  return tags;
}

/**
 * The site's origin, for canonical URLs in loaders: the server puts it in the request's URL
 * (PUBLIC_URL, or the Host header; server/plugins/page-origin.ts).
 */
export const originOf = (request: Request) => new URL(request.url).origin;
