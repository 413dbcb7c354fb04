import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BranchService } from '#common/schemas/branches';
import type { BusinessHours } from '#common/schemas/lead-desk';
import { users } from './accounts';
import { parentId, serialId, stringList, timestamps } from './columns';

// The company's branches (docs/product.md §28, decision 064): where a buyer can call, visit and be
// served. Places are PSGC codes (common/geography.ts); hours are the lead desk's shape, or null for
// "same as the lead desk".

export const branches = pgTable(
  'branches',
  {
    id: serialId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    address: text('address').notNull(),
    regionCode: text('region_code').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    /** Mobile numbers as 11 digits (common/phone.ts), first one first. */
    phones: stringList('phones'),
    email: text('email'),
    /** Its own week (Asia/Manila), or null: the lead desk's business hours. */
    hours: jsonb('hours').$type<BusinessHours>(),
    services: jsonb('services').$type<BranchService[]>().notNull().default([]),
    /** PSGC province codes of the provinces it serves ("nearest to you"). */
    servesProvinces: stringList('serves_provinces'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    photo: text('photo'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('branches_slug_unique').on(t.slug),
    uniqueIndex('branches_name_lower_unique').on(sql`lower(${t.name})`),
  ],
);

/** Who works at a branch; a deleted account leaves its branches. */
export const branchStaff = pgTable(
  'branch_staff',
  {
    branchId: parentId('branch_id', () => branches.id, 'cascade'),
    userId: parentId('user_id', () => users.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.userId] }), index('branch_staff_user_idx').on(t.userId)],
);
