import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { adminRoutes } from './components/admin/sections';

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
    route('branches', 'routes/public/branches.tsx'),
    route('products', 'routes/public/products.tsx'),
    route('products/:id', 'routes/public/product-detail.tsx'),
    route('compare', 'routes/public/compare.tsx'),
    route('quote', 'routes/public/quote.tsx'),
    route('parts', 'routes/public/parts.tsx'),
    route('service', 'routes/public/service.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    // A buyer's private quotation link (docs/product.md §25): its PDF and the newest revision's
    // link are server routes (server/api/quotation-links.ts).
    route('quotation/:token', 'routes/public/quotation.tsx'),
  ]),
  route('login', 'routes/auth/login.tsx'),
  route('register', 'routes/auth/register.tsx'),
  route('invitation/:token', 'routes/auth/invitation.tsx'),
  // Admin: browser-rendered sections, one route chunk each (docs/product.md §4).
  // Their addresses, modules and permissions are listed once, in app/components/admin/sections.ts.
  route('admin', 'routes/admin/layout.tsx', [
    ...adminRoutes().map(([path, file]) =>
      path ? route(path, `routes/admin/${file}.tsx`) : index(`routes/admin/${file}.tsx`),
    ),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
  // docs/product.md §2: any unknown path redirects to /.
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
