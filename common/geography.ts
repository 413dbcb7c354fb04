import psgc from './data/psgc.json';

// Delivery places of the quote list (docs/product.md §19): region → province → city or municipality,
// by their 10-digit Philippine Standard Geographic Code. The data is rebuilt from the PSA's releases
// by scripts/build-psgc.mjs; how cities without a province are placed is in decision 021 (Metro
// Manila for NCR, a highly urbanized city under the province it lies in).

export interface Place {
  code: string;
  name: string;
}
export interface Province extends Place {
  region: string;
}
export interface City extends Place {
  province: string;
}

type Tuple = readonly string[];

const regionList: readonly Place[] = psgc.regions.map(([code, name]: Tuple) => ({ code, name }));
const provinceList: readonly Province[] = psgc.provinces.map(([code, name, region]: Tuple) => ({
  code,
  name,
  region,
}));
const cityList: readonly City[] = psgc.cities.map(([code, name, province]: Tuple) => ({
  code,
  name,
  province,
}));

const byCode = <T extends Place>(list: readonly T[]) => new Map(list.map((p) => [p.code, p]));
const groupBy = <T>(list: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

const regionsByCode = byCode(regionList);
const provincesByCode = byCode(provinceList);
const citiesByCode = byCode(cityList);
const provincesByRegion = groupBy(provinceList, (p) => p.region);
const citiesByProvince = groupBy(cityList, (c) => c.province);

/** Where the data comes from (the PSA asks to be named as the source). */
export const PSGC_SOURCE: string = psgc.source;

/** Every region, in the PSA's order (NCR, CAR, Region I …). */
export const regions = (): readonly Place[] => regionList;

/** The provinces of a region by name; [] for an unknown region. */
export const provincesOf = (regionCode: string): readonly Province[] =>
  provincesByRegion.get(regionCode) ?? [];

/** The cities and municipalities of a province by name; [] for an unknown province. */
export const citiesOf = (provinceCode: string): readonly City[] => citiesByProvince.get(provinceCode) ?? [];

export const findProvince = (code: string) => provincesByCode.get(code);
export const findCity = (code: string) => citiesByCode.get(code);

export interface PlaceCodes {
  region: string;
  province: string;
  city: string;
}

export type PlaceCheck =
  | { ok: true; region: Place; province: Province; city: City }
  | { ok: false; field: keyof PlaceCodes };

/**
 * Whether three codes name a city of a province of a region. When they do not, `field` is the
 * first one that is wrong: an unknown region, a province not in that region, a city not in that
 * province.
 */
export function checkPlace(codes: PlaceCodes): PlaceCheck {
  const region = regionsByCode.get(codes.region);
  if (!region) return { ok: false, field: 'region' };
  const province = provincesByCode.get(codes.province);
  if (!province || province.region !== region.code) return { ok: false, field: 'province' };
  const city = citiesByCode.get(codes.city);
  if (!city || city.province !== province.code) return { ok: false, field: 'city' };
  return { ok: true, region, province, city };
}
