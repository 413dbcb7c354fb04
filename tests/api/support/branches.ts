import { readCacheOf } from '../../../server/caching/registry';
import type { Db } from '../../../server/db/client';
import { branches } from '../../../server/db/schema';

// Branches for the API tests (docs/product.md §28): a valid body for POST, and a row written behind
// the API's back (as a script would), the read cache told.

/** Cebu, in the City of Mandaue: a body POST /api/admin/branches takes as it is. */
export const branchBody = (over: Record<string, unknown> = {}) => ({
  name: 'Cebu',
  address: 'Lot 12, M. C. Briones Street, Brgy. Tipolo',
  region: '0700000000',
  province: '0702200000',
  city: '0731300000',
  phones: ['0917 555 0231'],
  email: 'cebu@ironsite.test',
  services: ['sales', 'parts'],
  serves_provinces: ['0702200000', '0701200000'],
  latitude: 10.3366,
  longitude: 123.9311,
  ...over,
});

/** Where the Cebu branch stands as a row: Central Visayas, the province of Cebu, the City of Mandaue. */
export const MANDAUE = { regionCode: '0700000000', provinceCode: '0702200000', cityCode: '0731300000' };

let n = 0;
export async function insertBranch(db: Db, over: Partial<typeof branches.$inferInsert> = {}) {
  n += 1;
  const [row] = await db
    .insert(branches)
    .values({
      name: `Branch ${n}`,
      slug: `branch-${n}`,
      address: '1 Test Road',
      regionCode: '1300000000',
      provinceCode: '1300000000',
      cityCode: '1381600000',
      phones: ['09170000001'],
      services: ['sales'],
      servesProvinces: ['1300000000'],
      ...over,
    })
    .returning();
  await readCacheOf(db)?.invalidate();
  return row;
}
