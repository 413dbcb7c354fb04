import type { FastifyInstance } from 'fastify';
import { invalidateAfterAdminWrite } from '../caching/after-admin-write';
import { markAdminRoute } from '../plugins/api-docs';
import { declaredPermission, requirePermission } from '../plugins/permissions';
import { adminRoutePlugins } from './admin-routes';
import { afterSalesRoutes } from './after-sales-public';
import { authRoutes } from './auth';
import { publicBranchRoutes } from './branches-public';
import { publicCatalogRoutes } from './catalog-public';
import { publicCompareRoutes } from './compare-public';
import { contactRoutes } from './contact-public';
import { healthRoutes } from './health';
import { publicHeroRoutes } from './hero-public';
import { publicInterestRoutes } from './interest-public';
import { invitationRoutes } from './invitations';
import { newsWriteRoutes } from './news-admin';
import { publicNewsRoutes } from './news-public';
import { publicParameterRoutes } from './parameters-public';
import { profileRoutes } from './profile';
import { publicQuotationRoutes } from './quotations-public';
import { quoteListRoutes } from './quote-list-public';
import { publicSettingsRoutes } from './settings-public';
import { publicVariantRoutes } from './variants-public';

// File names say who may call: `<resource>-public.ts` needs no sign-in, `<resource>-admin.ts` is
// registered in the admin scope below by its name alone (admin-routes.ts). A plain name is neither: health (probes), auth (signing in),
// profile (any signed-in account), client-info (a request helper, no routes).

/** Every /api route. Access rules are applied per scope here, never remembered route by route. */
export async function registerApi(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(invitationRoutes);
  await api.register(profileRoutes, { prefix: '/profile' });
  await api.register(contactRoutes, { prefix: '/contact' });
  await api.register(quoteListRoutes, { prefix: '/contact' });
  await api.register(afterSalesRoutes, { prefix: '/contact' });
  await api.register(publicCatalogRoutes, { prefix: '/public' });
  await api.register(publicVariantRoutes, { prefix: '/public' });
  await api.register(publicCompareRoutes, { prefix: '/public' });
  await api.register(publicParameterRoutes, { prefix: '/public' });
  await api.register(publicNewsRoutes, { prefix: '/public/news' });
  await api.register(publicHeroRoutes, { prefix: '/public' });
  await api.register(publicSettingsRoutes, { prefix: '/public' });
  await api.register(publicBranchRoutes, { prefix: '/public' });
  await api.register(publicInterestRoutes, { prefix: '/public' });
  await api.register(publicQuotationRoutes, { prefix: '/public' });

  // A staff token with the route's permission required: all of /admin, and the news writes kept
  // under /public/news (docs/product.md §13). Each route declares its permission (decision 046).
  await api.register(async (admin) => {
    admin.addHook('onRequest', requirePermission);
    admin.addHook('onRoute', declaredPermission);
    admin.addHook('onRoute', markAdminRoute);
    admin.addHook('onSend', invalidateAfterAdminWrite);
    await admin.register(newsWriteRoutes, { prefix: '/public/news' });
    for (const routes of await adminRoutePlugins()) await admin.register(routes, { prefix: '/admin' });
  });

  // Unknown routes under /api answer JSON 404 (the root not-found handler does the same).
}
