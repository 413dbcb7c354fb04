import type { FastifyInstance } from 'fastify';
import { invalidateAfterAdminWrite } from '../caching/after-admin-write';
import { markAdminRoute } from '../plugins/api-docs';
import { requireAdmin } from '../plugins/auth';
import { authRoutes } from './auth';
import { adminBrandRoutes } from './brands';
import { publicCatalogRoutes } from './catalog-public';
import { adminCategoryRoutes } from './categories';
import { contactRoutes } from './contact';
import { adminDashboardRoutes } from './dashboard';
import { healthRoutes } from './health';
import { adminHeroRoutes, publicHeroRoutes } from './hero';
import { adminLeadRoutes } from './leads';
import { publicNewsRoutes } from './news';
import { adminNewsRoutes, newsWriteRoutes } from './news-admin';
import { adminProductRoutes } from './products';
import { profileRoutes } from './profile';
import { adminSettingsRoutes, publicSettingsRoutes } from './settings';
import { adminUploadRoutes } from './uploads';
import { adminUserRoutes } from './users';
import { adminVariantRoutes } from './variants';
import { publicVariantRoutes } from './variants-public';

/** Every /api route. Access rules are applied per scope here, never remembered route by route. */
export async function registerApi(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(profileRoutes, { prefix: '/profile' });
  await api.register(contactRoutes, { prefix: '/contact' });
  await api.register(publicCatalogRoutes, { prefix: '/public' });
  await api.register(publicVariantRoutes, { prefix: '/public' });
  await api.register(publicNewsRoutes, { prefix: '/public/news' });
  await api.register(publicHeroRoutes, { prefix: '/public' });
  await api.register(publicSettingsRoutes, { prefix: '/public' });

  // Admin token required: all of /admin, and the news writes kept under /public/news (docs/product.md §13).
  await api.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    admin.addHook('onRoute', markAdminRoute);
    admin.addHook('onSend', invalidateAfterAdminWrite);
    await admin.register(newsWriteRoutes, { prefix: '/public/news' });
    for (const routes of [
      adminDashboardRoutes,
      adminUserRoutes,
      adminBrandRoutes,
      adminCategoryRoutes,
      adminProductRoutes,
      adminVariantRoutes,
      adminNewsRoutes,
      adminHeroRoutes,
      adminSettingsRoutes,
      adminUploadRoutes,
      adminLeadRoutes,
    ]) {
      await admin.register(routes, { prefix: '/admin' });
    }
  });

  // Unknown routes under /api answer JSON 404 (the root not-found handler does the same).
}
