import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('units', 'routes/units.ts'),
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('services', 'routes/public/services.tsx'),
    route('news', 'routes/public/news.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('products', 'routes/public/products.tsx'),
    route('products/:id', 'routes/public/product-detail.tsx'),
    route('compare', 'routes/public/compare.tsx'),
    route('quote', 'routes/public/quote.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    route('terms', 'routes/public/terms.tsx'),
  ]),
  route('login', 'routes/auth/login.tsx'),
  route('register', 'routes/auth/register.tsx'),
  // Admin: browser-rendered sections, one route chunk each (docs/product.md §4).
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('hero', 'routes/admin/hero.tsx'),
    route('news', 'routes/admin/news.tsx'),
    route('brands', 'routes/admin/brands.tsx'),
    route('categories', 'routes/admin/categories.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/:id/specs', 'routes/admin/product-specs.tsx'),
    route('variants', 'routes/admin/variants.tsx'),
    route('parameters', 'routes/admin/parameters.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('profile', 'routes/admin/profile.tsx'),
    route('inquiries', 'routes/admin/inquiries.tsx'),
    route('inquiries/:id', 'routes/admin/inquiry-detail.tsx'),
    route('privacy', 'routes/admin/privacy.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
  // docs/product.md §2: any unknown path redirects to /.
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
