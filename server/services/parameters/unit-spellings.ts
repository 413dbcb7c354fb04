// Trade spellings of units (docs/product.md §17) in js-quantities notation. Only names: every
// conversion is the library's. Keys are matched in lower case; js-quantities reads several of them
// differently ("MT" as megatesla, "PS" picosiemens, "kilos" kiloseconds, "ton" the US short ton,
// "T" tesla, "kW gross" as kW × 144), so these win over it.

/** A unit read from a value: `value × factor` is a quantity in `unit` (js-quantities notation). */
export interface ReadUnit {
  unit: string;
  factor: number;
}

const G = 9.80665;

/** Each unit (or unit with a factor) and its spellings, separated by "|". */
const SPELLINGS: [string | ReadUnit, string][] = [
  ['kg', 'kg|kgs|kilo|kilos|kilogram|kilograms'],
  // A ton is a metric tonne in the Philippine trade; the US short ton is written "US ton".
  ['t', 't|ton|tons|tonne|tonnes|mt|metric ton|metric tons'],
  ['ton', 'us ton|us tons|short ton|short tons'],
  ['lb', 'lb|lbs|pound|pounds'],
  ['m', 'm|meter|meters|metre|metres'],
  ['mm', 'mm'],
  ['cm', 'cm'],
  ['km', 'km'],
  ['ft', "ft|feet|foot|'"],
  ['in', 'in|inch|inches|"'],
  ['yd', 'yd|yard|yards'],
  ['mi', 'mi|mile|miles'],
  ['m^2', 'm^2|m2|sqm|sq m|sq.m|sq. m|square meters|square metres'],
  ['cm^2', 'cm^2|cm2'],
  ['mm^2', 'mm^2|mm2'],
  ['ft^2', 'ft^2|ft2|sqft|sq ft|sq.ft|sq. ft|square feet'],
  ['in^2', 'in^2|in2|sq in|sq.in|sq. in'],
  ['m^3', 'm^3|m3|cbm|cu m|cu.m|cu. m|cubic meter|cubic meters|cubic metre|cubic metres'],
  ['L', 'l|ltr|ltrs|lit|litre|litres|liter|liters'],
  ['cm^3', 'cc|cm^3|cm3'],
  ['yd^3', 'yd^3|yd3|cu yd|cu.yd|cu. yd|cubic yard|cubic yards'],
  ['ft^3', 'ft^3|ft3|cu ft|cu.ft|cu. ft|cubic feet'],
  ['in^3', 'in^3|in3|cu in|cu.in|cu. in|cubic inch|cubic inches'],
  ['gal', 'gal|gals|gallon|gallons|us gal'],
  ['t/h', 'tph|t/hr'],
  ['L/min', 'lpm|l/min'],
  ['gal/min', 'gpm'],
  ['ft^3/min', 'cfm'],
  ['kW', 'kw|kilowatt|kilowatts'],
  ['W', 'w|watt|watts'],
  ['MW', 'mw'],
  ['hp', 'hp|bhp|horsepower'],
  // Metric horsepower: 735.49875 W exactly.
  [{ unit: 'kW', factor: 0.73549875 }, 'ps|cv|mhp|metric hp|hp metric'],
  ['kVA', 'kva'],
  ['VA', 'va'],
  ['MVA', 'mva'],
  ['N', 'n'],
  ['kN', 'kn'],
  [{ unit: 'N', factor: 10 }, 'dan'],
  ['lbf', 'lbf'],
  [{ unit: 'N', factor: G }, 'kgf|kp'],
  [{ unit: 'N', factor: G * 1000 }, 'tf|tonf'],
  ['Pa', 'pa'],
  ['kPa', 'kpa'],
  ['MPa', 'mpa'],
  ['bar', 'bar'],
  ['psi', 'psi'],
  [{ unit: 'psi', factor: 1000 }, 'ksi'],
  ['km/h', 'km/h|kph|kmh|kmph|km/hr'],
  ['mph', 'mph'],
  ['ft/min', 'fpm'],
  ['rpm', 'rpm|r.p.m|r/min|rev/min|revs/min|1/min|min^-1|min-1'],
  ['N*m', 'nm|n.m|n-m|n m'],
  ['kN*m', 'knm|kn.m|kn-m'],
  [{ unit: 'N*m', factor: 10 }, 'danm'],
  [{ unit: 'N*m', factor: G }, 'kgm|kgf.m|kgf-m|kg-m|kg.m'],
  ['lbf*ft', 'lb-ft|lb.ft|lb ft|lbft|ft-lb|ft.lb|ft lb|ftlb|lbf-ft|lbf.ft|lbf ft|ft-lbf|ft.lbf'],
  ['lbf*in', 'lb-in|in-lb|lbf-in|in-lbf'],
  ['s', 's|sec|secs|second|seconds'],
  ['min', 'min|mins|minute|minutes'],
  ['h', 'h|hr|hrs|hour|hours'],
];

export const ALIASES: Record<string, ReadUnit> = Object.create(null);
for (const [target, spellings] of SPELLINGS) {
  const read = typeof target === 'string' ? { unit: target, factor: 1 } : target;
  for (const spelling of spellings.split('|')) ALIASES[spelling] = read;
}
