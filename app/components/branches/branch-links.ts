import { formatPhone } from '#common/phone';
import type { PublicBranch } from '#common/schemas/branches';

// The links on a branch (docs/product.md §28): a phone to tap, and directions in Google Maps (from
// the coordinates, else the address) and Waze (only with coordinates: Waze finds no street address
// reliably). Plain addresses: no script of the map services is loaded.

type Place = Pick<PublicBranch, 'address' | 'city_name' | 'province_name' | 'latitude' | 'longitude'>;

/** A stored mobile (11 digits, 09…) as an international tel: link; anything else as its digits. */
export const callHref = (digits: string) =>
  /^0\d{10}$/.test(digits) ? `tel:+63${digits.slice(1)}` : `tel:${digits.replace(/[^\d+]/g, '')}`;

export const phoneText = formatPhone;

/** "Lot 12, M. C. Briones Street, City of Mandaue, Cebu": what a map search and a reader need. */
export const fullAddress = (b: Place) =>
  [b.address, b.city_name, b.province_name === 'Metro Manila' ? 'Metro Manila' : b.province_name]
    .filter(Boolean)
    .join(', ');

export function directions(b: Place): { google: string; waze: string | null } {
  const hasPoint = b.latitude !== null && b.longitude !== null;
  const destination = hasPoint ? `${b.latitude},${b.longitude}` : `${fullAddress(b)}, Philippines`;
  return {
    google: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`,
    waze: hasPoint ? `https://waze.com/ul?ll=${b.latitude}%2C${b.longitude}&navigate=yes` : null,
  };
}
