import type { PublicBranch } from '#common/schemas/branches';
import { WEEKDAY_LABELS, WEEKDAYS } from '#common/weekdays';

// schema.org LocalBusiness data for each branch (docs/product.md §28), written by the /branches
// loader: name, address, phones, e-mail, coordinates and the week as OpeningHoursSpecification
// (Manila time; schema.org hours carry no zone, the address says where). `<` is escaped so the
// JSON cannot close its script element.

export function branchesJsonLd(branches: PublicBranch[], origin: string, siteName: string): string {
  const data = branches.map((b) => ({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/branches#${b.slug}`,
    name: `${siteName} – ${b.name}`,
    url: `${origin}/branches#${b.slug}`,
    ...(b.photo ? { image: new URL(b.photo, origin).toString() } : {}),
    telephone: b.phones.map((p) => (/^0\d{10}$/.test(p) ? `+63${p.slice(1)}` : p)),
    ...(b.email ? { email: b.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.address,
      addressLocality: b.city_name,
      addressRegion: b.province_name,
      addressCountry: 'PH',
    },
    ...(b.latitude !== null && b.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: b.latitude, longitude: b.longitude } }
      : {}),
    openingHoursSpecification: WEEKDAYS.flatMap((day) =>
      (b.hours.days[day] ?? []).map((i) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: WEEKDAY_LABELS[day],
        opens: i.open,
        closes: i.close === '24:00' ? '23:59' : i.close,
      })),
    ),
  }));
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
