import { sql } from 'drizzle-orm';
import { CHAT_SETTING_KEYS } from '#common/chat-links';
import {
  AT_A_GLANCE_LABELS,
  FOUNDED_HELP,
  IMPACT_SETTING_FIGURES,
  impactFigureHelp,
} from '#common/company-figures';
import type { SettingGroup, SettingType } from '#common/constants';
import { CURRENCIES, DEFAULT_CURRENCY, VAT_MODES } from '#common/money';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { LEGAL_SETTINGS } from './privacy/legal-defaults';

/**
 * Extra checks beyond the type: URL-like text must be safe to put into href/src/iframe, and the chat
 * accounts into the chat apps' addresses (common/chat-links.ts).
 */
type SettingFormat =
  | 'url'
  | 'image'
  | 'email'
  | 'messenger_page'
  | 'international_number'
  | 'month_list'
  | 'tin';

export interface SettingDefinition {
  key: string;
  group: SettingGroup;
  type: SettingType;
  label: string;
  description: string;
  default: string;
  format?: SettingFormat;
  options?: readonly string[];
  min?: number;
  max?: number;
}

type Def = Omit<SettingDefinition, 'group'>;
const group = (g: SettingGroup, defs: Def[]) => defs.map((d) => ({ ...d, group: g }));
const text = (key: string, label: string, description: string, def = '', extra: Partial<Def> = {}): Def => ({
  key,
  type: 'text',
  label,
  description,
  default: def,
  ...extra,
});

// The catalogue is the authority for each setting's tab, type, label and order; the settings table
// holds the values (plus a copy of the labels for people reading the database directly).
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  ...group('general', [
    text(
      'site_name',
      'Site Name',
      'Shown in the header and footer, in the "About …" headings on the home and About pages, and in the e-mails sent to staff and visitors.',
      'Ironsite Equipment',
    ),
    text(
      'site_tagline',
      'Tagline',
      'Shown under the "About …" heading in Who We Are on the About page.',
      'Heavy equipment you can rely on',
    ),
    text(
      'company_description',
      'Company Description',
      'Shown under "About …" on the home page, in Who We Are on the About page and under the name in the footer.',
      'Ironsite supplies construction and mining equipment, parts and after-sales service across the Philippines.',
    ),
    text('founded_year', AT_A_GLANCE_LABELS.founded, FOUNDED_HELP, '2008'),
    // The impact band's figures: label and help text from the band's own list (common/company-figures.ts).
    ...IMPACT_SETTING_FIGURES.map((f) => text(f.key, f.label, impactFigureHelp(f), f.example)),
    text(
      'footer_legal_text',
      'Footer Legal Text',
      'Copyright line at the bottom of every page.',
      '© Ironsite Equipment Corp. All rights reserved.',
    ),
    // Money (docs/product.md §25): every price on the site, in its PDFs and quotations.
    text(
      'currency',
      'Currency',
      'The currency of every price on the site, in its PDFs and in quotations. Prices are whole units of it: ₱15,500,000 or $274,000. Changing it does not convert stored prices.',
      DEFAULT_CURRENCY,
      { options: CURRENCIES },
    ),
    text(
      'vat_mode',
      'VAT',
      'The note shown next to every price, and how quotations count the 12% VAT: no VAT line, prices that include VAT, or VAT added on top.',
      'none',
      { options: VAT_MODES },
    ),
    // The /privacy and /terms pages (docs/product.md §21).
    ...LEGAL_SETTINGS,
  ]),
  ...group('contact', [
    text('company_phone', 'Phone', 'Main phone number.', '+63 2 8123 4567'),
    text('company_email', 'Email', 'Public contact address.', 'sales@ironsite.example', { format: 'email' }),
    text('company_address', 'Address', 'Street address.', '123 Industrial Avenue'),
    text('company_city', 'City', 'City.', 'Pasig City'),
    text('company_country', 'Country', 'Country.', 'Philippines'),
    text('company_postal', 'Postal Code', 'Postal code.', '1600'),
    // Printed under the company on every quotation (docs/product.md §25.3), as the BIR asks.
    text('company_tin', 'TIN', 'The company’s Tax Identification Number, printed on quotations.', '', {
      format: 'tin',
    }),
    text('map_embed_url', 'Map Embed URL', 'https address of the map shown on the contact page.', '', {
      format: 'url',
    }),
    text(
      'notification_email',
      'Notification Email',
      'Where new quote requests and inquiries are sent (never shown publicly).',
      '',
      { format: 'email' },
    ),
  ]),
  ...group('social', [
    text('facebook_url', 'Facebook', 'Facebook page address.', '', { format: 'url' }),
    text('instagram_url', 'Instagram', 'Instagram profile address.', '', { format: 'url' }),
    text('youtube_url', 'YouTube', 'YouTube channel address.', '', { format: 'url' }),
    text('twitter_url', 'Twitter / X', 'Twitter / X profile address.', '', { format: 'url' }),
    text('linkedin_url', 'LinkedIn', 'LinkedIn company page address.', '', { format: 'url' }),
    // The product page's chat buttons (docs/product.md §20): an empty value offers no button.
    text(
      CHAT_SETTING_KEYS.messenger,
      'Messenger page name',
      'The Facebook page that answers chats, as written after m.me/ (letters, digits and dots), e.g. ironsite.ph. Empty: no Messenger button.',
      '',
      { format: 'messenger_page' },
    ),
    text(
      CHAT_SETTING_KEYS.viber,
      'Viber number',
      'The number that answers Viber chats: a Philippine mobile as on the contact forms (0917 123 4567), saved as +639171234567, or any number in international form. Empty: no Viber button.',
      '',
      { format: 'international_number' },
    ),
    text(
      CHAT_SETTING_KEYS.whatsapp,
      'WhatsApp number',
      'The number that answers WhatsApp chats: a Philippine mobile as on the contact forms (0917 123 4567), saved as +639171234567, or any number in international form. Empty: no WhatsApp button.',
      '',
      { format: 'international_number' },
    ),
  ]),
  ...group('appearance', [
    {
      key: 'primary_color',
      type: 'color',
      label: 'Primary Color',
      description: 'Accent colour of buttons and links.',
      default: '#F2A900',
    },
    {
      key: 'secondary_color',
      type: 'color',
      label: 'Secondary Color',
      description: 'Colour of the header, footer and dark sections.',
      default: '#1F2328',
    },
    {
      key: 'show_floating_social',
      type: 'boolean',
      label: 'Floating Social Buttons',
      description: 'Show the floating social media buttons on public pages.',
      default: 'true',
    },
    {
      key: 'products_per_page',
      type: 'number',
      label: 'Products Per Page',
      description: 'Products shown per page in the public listing.',
      default: '12',
      min: 1,
      max: 100,
    },
    {
      // Read inside the availability statements (services/catalog/availability.ts, decision 069).
      key: 'availability_fresh_days',
      type: 'number',
      label: 'Availability Fresh For (days)',
      description:
        'Days a branch’s stock entry counts as confirmed. Older entries show “Ask for availability” and are not in stock in the listing’s filter.',
      default: '30',
      min: 1,
      max: 365,
    },
  ]),
  ...group('cloudinary', [
    text('cloudinary_cloud_name', 'Cloud Name', 'Cloudinary cloud name used by the upload widget.', ''),
    text(
      'cloudinary_upload_preset',
      'Upload Preset',
      'Unsigned upload preset used by the upload widget.',
      '',
    ),
    {
      key: 'cloudinary_enabled',
      type: 'boolean',
      label: 'Use Cloudinary',
      description: 'Upload images to Cloudinary instead of this server.',
      default: 'false',
    },
  ]),
  ...group('hero', [
    text('hero_title', 'Hero Title', 'Main heading of the home page.', 'Built for the Toughest Jobs'),
    text('hero_subtitle', 'Hero Subtitle', 'Line above the heading.', 'Construction & Mining Equipment'),
    text(
      'hero_description',
      'Hero Description',
      'Paragraph under the heading.',
      'Excavators, loaders and trucks from trusted brands, backed by parts and service across the Philippines.',
    ),
    text(
      'hero_background_image',
      'Background Image',
      'Image behind the hero (http(s) URL or site path).',
      '',
      { format: 'image' },
    ),
    text('hero_primary_button_text', 'Primary Button Text', 'Label of the primary button.', 'Request Quote'),
    text(
      'hero_primary_button_action',
      'Primary Button Action',
      'quote, about, contact, products or services.',
      'quote',
    ),
    text(
      'hero_secondary_button_text',
      'Secondary Button Text',
      'Label of the secondary button.',
      'Learn More',
    ),
    text(
      'hero_secondary_button_action',
      'Secondary Button Action',
      'quote, about, contact, products or services.',
      'about',
    ),
    {
      key: 'hero_show_product_slider',
      type: 'boolean',
      label: 'Show Product Slider',
      description: 'Show the featured products carousel.',
      default: 'true',
    },
    {
      key: 'hero_show_features',
      type: 'boolean',
      label: 'Show Features',
      description: 'Show the feature bullets.',
      default: 'true',
    },
    text(
      'hero_custom_features',
      'Feature Bullets',
      'One feature per line.',
      'Genuine parts and warranty\nNationwide after-sales service\nFlexible financing options',
    ),
    {
      key: 'hero_overlay_opacity',
      type: 'number',
      label: 'Overlay Opacity',
      description: 'Darkness of the overlay on the background image, 0 to 1.',
      default: '0.6',
      min: 0,
      max: 1,
    },
    text('hero_text_alignment', 'Text Alignment', 'left, center or right.', 'left', {
      options: ['left', 'center', 'right'],
    }),
  ]),
  // The indicative monthly payment on product pages (docs/product.md §25); a rate of 0 shows none.
  ...group('financing', [
    {
      key: 'financing_rate',
      type: 'number',
      label: 'Annual Interest Rate (%)',
      description:
        'The yearly rate of the indicative monthly payment on product pages. 0 shows no monthly payment.',
      default: '0',
      min: 0,
      max: 100,
    },
    text(
      'financing_terms',
      'Terms (months)',
      'The terms a buyer can choose, in months, separated by commas, e.g. 12, 24, 36, 48.',
      '12, 24, 36, 48',
      { format: 'month_list' },
    ),
    {
      key: 'financing_down_payment',
      type: 'number',
      label: 'Down Payment (%)',
      description: 'The down payment the calculator starts with, in percent of the price.',
      default: '20',
      min: 0,
      max: 90,
    },
    text(
      'financing_disclaimer',
      'Disclaimer',
      'Shown under the monthly payment.',
      'Indicative only, not an offer of credit. Actual terms depend on the bank’s or lessor’s approval.',
    ),
  ]),
  // Back-office only, like Security: who may take which inquiry (docs/product.md §23).
  ...group('leads', [
    {
      key: 'sales_take_unassigned',
      type: 'boolean',
      label: 'Sales may take unassigned leads',
      description:
        'Sales staff also see the inquiries nobody is assigned to yet, and may take one for themselves.',
      default: 'false',
    },
  ]),
  // Back-office only: not in the public settings (services/settings.ts lists the public tabs).
  ...group('security', [
    {
      key: 'require_admin_mfa',
      type: 'boolean',
      label: 'Require two-factor for all staff',
      description:
        'Staff (every back-office role) without two-factor sign-in can only open their Profile (to set it up) until they turn it on.',
      default: 'false',
    },
  ]),
];

export const DEFINITIONS_BY_KEY = new Map(SETTING_DEFINITIONS.map((d) => [d.key, d]));

const rowOf = (d: SettingDefinition, value: string) => ({
  key: d.key,
  group: d.group,
  type: d.type,
  label: d.label,
  description: d.description,
  value,
  sortOrder: SETTING_DEFINITIONS.indexOf(d),
});

/** Inserts every setting that is missing, with its default; stored values are never touched. */
export async function ensureSettings(db: Db) {
  await db
    .insert(settings)
    .values(SETTING_DEFINITIONS.map((d) => rowOf(d, d.default)))
    .onConflictDoNothing({ target: settings.key });
}

/**
 * Writes already-validated values (stored text) in one transaction, inserting rows that are missing.
 * Labels, types and order are refreshed from the catalogue at the same time.
 */
export async function setSettingValues(db: Db, values: Record<string, string>) {
  const rows = Object.entries(values).map(([key, value]) => {
    const d = DEFINITIONS_BY_KEY.get(key);
    // Callers validate keys first; an unknown one here is a programming error (e.g. a seed typo).
    if (!d) throw new Error(`Unknown setting: ${key}`);
    return rowOf(d, value);
  });
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: sql`excluded.value`,
        group: sql`excluded."group"`,
        type: sql`excluded.type`,
        label: sql`excluded.label`,
        description: sql`excluded.description`,
        sortOrder: sql`excluded.sort_order`,
        updatedAt: sql`now()`,
      },
    });
}
