import type { SiteData, SiteSettings } from '#app/components/layout/site-data';
import { IMPACT_SETTING_FIGURES } from '#common/company-figures';
import { LEAD_KINDS, type LeadKind, responseHoursIn } from '#common/lead-kinds';
import type { WebServices } from '../../server/web-services';

// Server-only doorway for the public layout: in-process service
// calls, trimmed to what the header, dropdown and footer show so every page's HTML stays small.

/** The settings components read from `raw` (price.tsx, impact-numbers.tsx). */
const RAW_KEYS = ['currency', 'vat_mode', ...IMPACT_SETTING_FIGURES.map((f) => f.key)];

const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

function toSiteSettings(raw: Record<string, string | number | boolean>): SiteSettings {
  const s = (key: string) => text(raw[key]).trim();
  const cityLine = [s('company_city'), s('company_postal')].filter(Boolean).join(' ');
  return {
    siteName: s('site_name') || 'Ironsite',
    tagline: s('site_tagline'),
    description: s('company_description'),
    foundedYear: s('founded_year'),
    phone: s('company_phone'),
    email: s('company_email'),
    fullAddress: [s('company_address'), cityLine, s('company_country')].filter(Boolean).join(', '),
    businessHours: s('business_hours'),
    mapEmbedUrl: s('map_embed_url'),
    social: {
      facebook: s('facebook_url'),
      instagram: s('instagram_url'),
      youtube: s('youtube_url'),
      twitter: s('twitter_url'),
      linkedin: s('linkedin_url'),
    },
    showFloatingSocial: raw.show_floating_social !== false,
    legalText: s('footer_legal_text'),
    responseHours: Object.fromEntries(LEAD_KINDS.map((kind) => [kind, responseHoursIn(raw, kind)])) as Record<
      LeadKind,
      number
    >,
    raw: Object.fromEntries(RAW_KEYS.filter((key) => key in raw).map((key) => [key, raw[key]])),
  };
}

export async function loadSiteData(services: WebServices): Promise<Omit<SiteData, 'units'>> {
  // The product lines of the Products dropdown are read when it opens (menu-products.ts).
  const [settings, brands, categories, branches] = await Promise.all([
    services.publicSettings(),
    services.brands(),
    services.categories(),
    services.branches(),
  ]);
  return {
    settings: toSiteSettings(settings),
    brands: brands.map(({ id, name }) => ({ id, name })),
    categories: categories.map(({ id, name, brand_id }) => ({ id, name, brand_id })),
    branches: branches.map(({ name, slug }) => ({ name, slug })),
  };
}
