interface Source {
  regions: { regCode: string; regionName: string }[];
  provinces: { regCode: string; provCode: string; provName: string; cityClass: string | null }[];
  muncities: { regCode: string; provCode: string; munCityCode: string; munCityName: string }[];
}
/** The PSGC lists of common/data/psgc.json from the package's three files, and what it noted. */
export function buildPsgc(source: Source): {
  regions: [string, string][];
  provinces: [string, string, string][];
  cities: [string, string, string][];
  notes: string[];
};
