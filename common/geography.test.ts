import { describe, expect, it } from 'vitest';
import { checkPlace, citiesOf, findCity, findProvince, PSGC_SOURCE, provincesOf, regions } from './geography';

// The committed data (scripts/build-psgc.mjs) and its lookups; the placement rules are decision 021.
const NCR = '1300000000';
const METRO_MANILA = '1300000000';
const REGION_VII = '0700000000';
const CEBU = '0702200000';
const CEBU_CITY = '0730600000';
const MAKATI = '1380300000';

describe('the data', () => {
  it('has every region once, each with provinces, each with cities', () => {
    const codes = regions().map((r) => r.code);
    expect(codes).toHaveLength(18);
    expect(new Set(codes).size).toBe(18);
    for (const region of regions()) {
      expect(provincesOf(region.code).length, region.name).toBeGreaterThan(0);
      for (const province of provincesOf(region.code))
        expect(citiesOf(province.code).length, province.name).toBeGreaterThan(0);
    }
    expect(PSGC_SOURCE).toMatch(/Philippine Statistics Authority, PSGC \d{4}-[1-4]Q/);
  });

  it('uses 10-digit codes and names without stray spaces', () => {
    for (const region of regions())
      for (const province of provincesOf(region.code)) {
        for (const place of [region, province, ...citiesOf(province.code)]) {
          expect(place.code).toMatch(/^\d{10}$/);
          expect(place.name).toBe(place.name.replace(/\s+/g, ' ').trim());
        }
      }
  });

  it('gives NCR one province, Metro Manila, with its cities and Pateros but not Manila’s districts', () => {
    expect(provincesOf(NCR).map((p) => [p.code, p.name])).toEqual([[METRO_MANILA, 'Metro Manila']]);
    const names = citiesOf(METRO_MANILA).map((c) => c.name);
    expect(names).toHaveLength(17);
    expect(names).toEqual(
      expect.arrayContaining(['City of Makati', 'City of Manila', 'Pateros', 'Quezon City']),
    );
    expect(names).not.toContain('Tondo I/II');
    expect(findCity(MAKATI)).toEqual({ code: MAKATI, name: 'City of Makati', province: METRO_MANILA });
  });

  it('lists a highly urbanized city under the province it lies in, with its own code', () => {
    expect(findCity(CEBU_CITY)).toEqual({ code: CEBU_CITY, name: 'City of Cebu', province: CEBU });
    expect(findProvince(CEBU_CITY)).toBeUndefined();
    expect(citiesOf(CEBU).map((c) => c.name)).toEqual(
      expect.arrayContaining(['City of Cebu', 'City of Lapu-Lapu', 'City of Mandaue']),
    );
  });

  it('keeps a city PSGC places under no province as a province of its own (City of Isabela)', () => {
    expect(findProvince('0990100000')).toEqual({
      code: '0990100000',
      name: 'City of Isabela',
      region: '0900000000',
    });
    expect(citiesOf('0990100000').map((c) => c.name)).toEqual(['City of Isabela']);
  });

  it('sorts provinces and cities by name', () => {
    const names = provincesOf(REGION_VII).map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });
});

describe('checkPlace', () => {
  it('accepts a city of a province of a region, with their names', () => {
    expect(checkPlace({ region: REGION_VII, province: CEBU, city: CEBU_CITY })).toEqual({
      ok: true,
      region: { code: REGION_VII, name: 'Region VII (Central Visayas)' },
      province: { code: CEBU, name: 'Cebu', region: REGION_VII },
      city: { code: CEBU_CITY, name: 'City of Cebu', province: CEBU },
    });
    expect(checkPlace({ region: NCR, province: METRO_MANILA, city: MAKATI }).ok).toBe(true);
  });

  it.each([
    [{ region: '9900000000', province: CEBU, city: CEBU_CITY }, 'region'],
    [{ region: '', province: CEBU, city: CEBU_CITY }, 'region'],
    [{ region: NCR, province: CEBU, city: CEBU_CITY }, 'province'], // a province of another region
    [{ region: REGION_VII, province: '0799900000', city: CEBU_CITY }, 'province'],
    [{ region: REGION_VII, province: CEBU, city: MAKATI }, 'city'], // a city of another province
    [{ region: REGION_VII, province: CEBU, city: CEBU }, 'city'], // a province's code as a city
    [{ region: REGION_VII, province: CEBU, city: '' }, 'city'],
  ])('%j → wrong %s', (codes, field) => {
    expect(checkPlace(codes)).toEqual({ ok: false, field });
  });
});
