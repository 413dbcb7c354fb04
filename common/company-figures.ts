// The company's figures on the public pages and the settings behind them. The settings catalogue
// builds those fields' labels and help texts from these names, and the pages read the same names,
// so the admin is told exactly where and under which label a figure shows.
//
// One label per meaning: the number of equipment categories is the live count of the catalogue
// (About → At a glance), the same categories the strip beside it lists; a marketing copy such as
// "200+ categories" would contradict it and is not shown.

/** The band of figures on the home and About pages. */
export const IMPACT_TITLE = 'Our Impact';

/** Impact figures the admin sets (Settings → General); an empty value leaves the figure out. */
export const IMPACT_SETTING_FIGURES = [
  { key: 'employees', label: 'Employees', example: '250+' },
  { key: 'countries_served', label: 'Countries Served', example: '50+' },
] as const;
type ImpactSettingFigure = (typeof IMPACT_SETTING_FIGURES)[number];

/** Impact figures that are fixed copy. */
export const IMPACT_FIXED_FIGURES = [
  { value: '2000+', label: 'Square Meters' },
  { value: '500+', label: 'Clients' },
] as const;

/** The facts box beside Who We Are on the About page. */
export const AT_A_GLANCE_TITLE = 'At a glance';
export const AT_A_GLANCE_LABELS = {
  founded: 'Founded',
  brands: 'Brands we carry',
  categories: 'Equipment categories',
} as const;

/** Help text of an impact-figure setting: the label it appears under, and where. */
export const impactFigureHelp = (figure: ImpactSettingFigure) =>
  `Shown as "${figure.label}" in ${IMPACT_TITLE} on the home and About pages (text, e.g. ${figure.example}). Leave empty to hide it.`;

/** Help text of the founding year. */
export const FOUNDED_HELP = `Shown as "${AT_A_GLANCE_LABELS.founded}" in ${AT_A_GLANCE_TITLE} on the About page (text, e.g. 2008). Leave empty to hide it.`;
