// Every path of the site in one place: links never hand-type a URL.
export type ProductFilters = {
  brand?: string;
  category?: string;
  product?: string;
  search?: string;
  page?: number;
};

function withQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: () => '/',
  about: () => '/about',
  services: () => '/services',
  news: () => '/news',
  contact: () => '/contact',
  products: (filters: ProductFilters = {}) => withQuery('/products', filters),
  product: (id: number | string) => `/products/${id}`,
  login: () => '/login',
  register: () => '/register',
  admin: () => '/admin',
  /** The variants section opens that variant's editor, or a new one for the product. */
  adminVariantEdit: (variantId: number) => withQuery('/admin/variants', { edit: variantId }),
  adminVariantNew: (productId: number) => withQuery('/admin/variants', { new: 1, product: productId }),
  sitemap: () => '/sitemap.xml',
};

/** The six quick links of the main nav and the footer. */
export const MAIN_LINKS = [
  { label: 'Home', to: paths.home() },
  { label: 'Products', to: paths.products() },
  { label: 'About', to: paths.about() },
  { label: 'Services', to: paths.services() },
  { label: 'News', to: paths.news() },
  { label: 'Contact', to: paths.contact() },
] as const;
