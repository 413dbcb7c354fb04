import {
  type LegalParty,
  privacyPolicyText,
  termsOfServiceText,
} from '../../services/privacy/legal-defaults';

// The fictional supplier behind the demo site: values for every settings tab. Phone numbers use the
// 11-digit Philippine mobile format; the address is made up (the estate does not exist).

// The party named in the demo's Privacy Policy and Terms (docs/product.md §21).
const DEMO_PARTY: LegalParty = {
  company: 'Ironsite Heavy Equipment Corp.',
  address:
    'Unit 4, Northgate Industrial Estate, 128 Gen. T. de Leon Road, Brgy. Karuhatan, Valenzuela City 1441',
  dpoEmail: 'dpo@ironsite-equipment.example',
  phone: '0917 555 0142',
};

export const DEMO_SETTINGS: Record<string, string> = {
  // General
  site_name: 'Ironsite Heavy Equipment',
  site_tagline: 'Heavy equipment, parts and service for Philippine builders',
  company_description:
    'Ironsite Heavy Equipment Corp. supplies batching plants, cranes, loaders, excavators, road ' +
    'equipment and generator sets to contractors, ready-mix producers and local governments across ' +
    'Luzon, Visayas and Mindanao, with a parts warehouse and service team in Valenzuela City.',
  founded_year: '2009',
  employees: '180+',
  countries_served: '6',
  footer_legal_text: '© Ironsite Heavy Equipment Corp. All rights reserved.',
  privacy_policy: privacyPolicyText(DEMO_PARTY),
  terms_of_service: termsOfServiceText(DEMO_PARTY),
  // Contact
  company_phone: '0917 555 0142',
  company_email: 'sales@ironsite-equipment.example',
  company_address: 'Unit 4, Northgate Industrial Estate, 128 Gen. T. de Leon Road, Brgy. Karuhatan',
  company_city: 'Valenzuela City, Metro Manila',
  company_country: 'Philippines',
  company_postal: '1441',
  company_tin: '009-876-543-000',
  map_embed_url:
    'https://www.openstreetmap.org/export/embed.html?bbox=120.9650%2C14.6860%2C120.9950%2C14.7060&layer=mapnik',
  notification_email: 'leads@ironsite-equipment.example',
  // Social media
  facebook_url: 'https://www.facebook.com/ironsite.equipment.demo',
  instagram_url: 'https://www.instagram.com/ironsite.equipment.demo',
  youtube_url: 'https://www.youtube.com/@ironsite-equipment-demo',
  twitter_url: 'https://x.com/ironsite_demo',
  // Chat accounts stay unset in the demo: any page name or number here would send visitors'
  // messages to a real Messenger page or a real person's phone (docs/product.md §20).
  messenger_page: '',
  viber_number: '',
  whatsapp_number: '',
  linkedin_url: 'https://www.linkedin.com/company/ironsite-equipment-demo',
  // Appearance
  primary_color: '#F2A900',
  secondary_color: '#1F2328',
  show_floating_social: 'true',
  products_per_page: '12',
  // Cloudinary: configured but off, so uploads go to this server until an admin switches it on.
  availability_fresh_days: '30',
  cloudinary_cloud_name: 'ironsite-demo',
  cloudinary_upload_preset: 'ironsite_unsigned',
  cloudinary_enabled: 'false',
  // Security: off, so the demo admin can sign in with a password alone until they enrol.
  require_admin_mfa: 'false',
  // Money (docs/product.md §25): pesos, as the demo's Terms say; no VAT line.
  currency: 'PHP',
  vat_mode: 'none',
  // Financing: the home page promises it, so product pages show an indicative monthly payment.
  financing_rate: '8.5',
  financing_terms: '12, 24, 36, 48',
  financing_down_payment: '20',
  financing_disclaimer:
    'Indicative only, not an offer of credit. Actual terms depend on the bank’s or lessor’s approval.',
  // Leads: reps see only the inquiries assigned to them.
  sales_take_unassigned: 'false',
  // Hero (hero_background_image is the rendered picture's URL, added by the seed)
  hero_title: 'Heavy Equipment Built for Philippine Projects',
  hero_subtitle: 'Batching Plants · Cranes · Loaders · Power',
  hero_description:
    'From a 25 m³/h batching plant to a 160-tonne all-terrain crane: machines from six trusted makers, ' +
    'delivered, commissioned and serviced by our own technicians nationwide.',
  hero_primary_button_text: 'Request Quote',
  hero_primary_button_action: 'quote',
  hero_secondary_button_text: 'Learn More',
  hero_secondary_button_action: 'about',
  hero_show_product_slider: 'true',
  hero_show_features: 'true',
  hero_custom_features:
    'Genuine parts stocked in Valenzuela City\n24-hour breakdown response in Metro Manila\nOperator training on every delivery\nFinancing and rent-to-own options',
  hero_overlay_opacity: '0.6',
  hero_text_alignment: 'left',
};
