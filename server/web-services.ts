import { fileLabel } from '#common/file-size';
import type { UnitSystem } from '#common/quantity-kinds';
import { bindPublicReads } from './caching/cached-reads';
import type { Db } from './db/client';
import { NotFound } from './errors';
import { adminExists } from './services/auth';
import { getPublicVariant } from './services/catalog/variants';
import { compareSheetPath, machineSheetPath, sheetBytes, sheetSite } from './services/documents/sheets';
import { getAny } from './services/news';
import { verifyPreview } from './services/preview-link';
import { legalPage } from './services/privacy/notice';
import type { PublishedEntity } from './services/publication';
import { quotationPage } from './services/quotations/public';
import { maxVariantId, publicVariantChanges, publishedArticleChanges } from './services/sitemap';

// What the site's loaders and actions may call, handed to them through the load context
// (app/lib/load-context.ts). The site's server build is a bundle of its own: if it imported a
// service, that module and its state (the read cache, the mail signal) would exist twice, once in
// each bundle. Through this object there is one copy, the server's; the site imports only its type.

/** The services bound to the server's database handle, built once per app (plugins/site-route.ts).
 * `publicUrl` is the configured PUBLIC_URL, the only address a sheet names. */
export function createWebServices(
  db: Db,
  { publicUrl, previewKey }: { publicUrl?: string; previewKey?: () => Promise<Buffer> } = {},
) {
  const site = sheetSite(publicUrl);
  const reads = bindPublicReads(db);
  const validPreview = async (entity: PublishedEntity, id: number, token: string) =>
    previewKey !== undefined && verifyPreview(await previewKey(), entity, id, token);
  return {
    // Every public read (caching/cached-reads.ts), through the read cache the public API uses too.
    ...reads,
    /** The variant and its related variants, or null when it is unknown or hidden from the public. */
    productPage: async (id: number, units: UnitSystem = 'metric') => {
      try {
        const [variant, related] = await Promise.all([
          reads.variant(id, units),
          reads.relatedVariants(id, units),
        ]);
        return { variant, related };
      } catch (err) {
        if (err instanceof NotFound) return null;
        throw err;
      }
    },
    /**
     * A variant's page through a signed preview link (docs/product.md §29), draft or not, outside
     * every cache; null when the link is not this variant's, tampered with or expired.
     */
    previewProductPage: async (id: number, token: string, units: UnitSystem = 'metric') => {
      if (!(await validPreview('variant', id, token))) return null;
      try {
        return { variant: await getPublicVariant(db, id, units, { preview: true }), related: [] };
      } catch (err) {
        if (err instanceof NotFound) return null;
        throw err;
      }
    },
    /** An article through a signed preview link, as the product page's above. */
    previewArticle: async (id: number, token: string) => {
      if (!(await validPreview('news', id, token))) return null;
      return getAny(db, id).catch((err) => {
        if (err instanceof NotFound) return null;
        throw err;
      });
    },

    /** A sheet's download link (docs/product.md §22): its address, and its size only when it is
     * kept already; never drawn while the page waits (decision 027). */
    sheetLink: (kind: 'machine' | 'compare', ids: number[], units: UnitSystem) => ({
      href: kind === 'machine' ? machineSheetPath(ids[0], units) : compareSheetPath(ids, units),
      size: fileLabel('PDF', sheetBytes(db, kind, ids, { units, site })),
    }),

    /** The Privacy Policy or Terms of Service text and its version (docs/product.md §21). */
    legalPage: (page: 'privacy' | 'terms') => legalPage(db, page),

    /** A buyer's quotation by its private link (docs/product.md §25): never cached, the first
     * opening marks it viewed. */
    quotationPage: (token: string) => quotationPage(db, token),

    /** Whether an admin account exists (GET /api/setup), for the sign-in screens. */
    adminExists: () => adminExists(db),

    // The sitemap's narrow queries, outside the read cache: its answer carries an hour of HTTP caching.
    maxVariantId: () => maxVariantId(db),
    publicVariantChanges: (after: number, upTo: number) => publicVariantChanges(db, after, upTo),
    publishedArticleChanges: () => publishedArticleChanges(db),
  };
}

export type WebServices = ReturnType<typeof createWebServices>;
