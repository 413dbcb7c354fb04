import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('services', 'routes/public/services.tsx'),
    route('news', 'routes/public/news.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('products', 'routes/public/products.tsx'),
    route('products/:id', 'routes/public/product-detail.tsx'),
  ]),
  route('login', 'routes/auth/login.tsx'),
  route('register', 'routes/auth/register.tsx'),
  route('admin/*', 'routes/admin/index.tsx'),
  // Spec §2: any unknown path redirects to /.
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
