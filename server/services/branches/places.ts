import { findCity, findProvince, regions } from '#common/geography';

// The names of a branch's PSGC codes, and the order the public page lists regions in (the PSA's:
// NCR, CAR, Region I …), read once from common/geography.ts.

const REGION_ORDER = new Map(regions().map((r, i) => [r.code, i]));
const REGION_NAMES = new Map(regions().map((r) => [r.code, r.name]));

export const regionName = (code: string) => REGION_NAMES.get(code) ?? code;
export const provinceName = (code: string) => findProvince(code)?.name ?? code;
export const cityName = (code: string) => findCity(code)?.name ?? code;
export const regionOrder = (code: string) => REGION_ORDER.get(code) ?? REGION_ORDER.size;

/** "Cebu Branch" → "cebu-branch": letters and digits of the name, accents dropped, joined by dashes. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'branch';
}
