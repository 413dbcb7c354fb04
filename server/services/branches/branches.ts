import { and, asc, count, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { addDays, businessDate } from '#common/business-date';
import { checkPlace } from '#common/geography';
import {
  type AdminBranch,
  BRANCH_MESSAGES,
  type BranchCreateInput,
  type BranchUpdateInput,
  type PublicBranch,
} from '#common/schemas/branches';
import type { BusinessHours } from '#common/schemas/lead-desk';
import { type AdminListQuery, paginate } from '#common/schemas/pagination';
import type { Db } from '../../db/client';
import { branches, branchStaff, holidays, users } from '../../db/schema';
import { tablePage } from '../../db/table-page';
import { NotFound, ValidationFailed } from '../../errors';
import { entriesAtBranch } from '../catalog/availability';
import { assertNoDependants } from '../catalog/delete-guard';
import { containsAny } from '../catalog/sql-filters';
import { assertFree, guardUnique } from '../guard-unique';
import { readDeskRow } from '../leads/calendar';
import { cityName, provinceName, regionName, regionOrder, slugOf } from './places';

// Branches in the back office (docs/product.md §28, decision 064): the record, who works there, and
// the public list. Audited by the triggers of migration 0025; a save empties the kept pages
// through the admin scope's hook, like every catalogue write.

type BranchRow = typeof branches.$inferSelect;
const DUPLICATE = { name: [BRANCH_MESSAGES.nameTaken] };
const byName = [asc(sql`lower(${branches.name})`), asc(branches.id)];

function toPublic(row: BranchRow, desk: BusinessHours, closedOn: string[] = []): PublicBranch {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    address: row.address,
    region: row.regionCode,
    province: row.provinceCode,
    city: row.cityCode,
    region_name: regionName(row.regionCode),
    province_name: provinceName(row.provinceCode),
    city_name: cityName(row.cityCode),
    phones: row.phones,
    email: row.email,
    hours: row.hours ?? desk,
    hours_same_as_desk: row.hours === null,
    closed_on: closedOn,
    services: row.services,
    serves_provinces: row.servesProvinces,
    latitude: row.latitude,
    longitude: row.longitude,
    photo: row.photo,
  };
}

async function staffOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string }[]>();
  const rows = await db
    .select({ branchId: branchStaff.branchId, id: users.id, name: users.name })
    .from(branchStaff)
    .innerJoin(users, eq(users.id, branchStaff.userId))
    .where(inArray(branchStaff.branchId, ids))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  const map = new Map<number, { id: number; name: string }[]>();
  for (const r of rows) map.set(r.branchId, [...(map.get(r.branchId) ?? []), { id: r.id, name: r.name }]);
  return map;
}

const withoutClosedDays = ({ closed_on: _, ...branch }: PublicBranch) => branch;

async function toAdmin(db: Db, rows: BranchRow[]): Promise<AdminBranch[]> {
  const [desk, staff] = await Promise.all([
    readDeskRow(db),
    staffOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => ({
    ...withoutClosedDays(toPublic(row, desk.businessHours)),
    own_hours: row.hours,
    staff: staff.get(row.id) ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function listBranches(db: Db, query: AdminListQuery) {
  const where = containsAny(query.search, [branches.name, branches.address]);
  const { rows, total } = await tablePage(db, branches, where, byName, query);
  return paginate(await toAdmin(db, rows), total, query.page, query.per_page);
}

export async function getBranch(db: Db, id: number): Promise<AdminBranch> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  if (!row) throw new NotFound(BRANCH_MESSAGES.notFound);
  return (await toAdmin(db, [row]))[0];
}

/** The name and its slug are both free (another name may make the same slug: "Cebu" and "CEBU!"). */
const assertNameFree = (db: Db, name: string, exceptId?: number) =>
  assertFree(
    db,
    branches.id,
    or(eq(sql`lower(${branches.name})`, name.toLowerCase()), eq(branches.slug, slugOf(name))),
    DUPLICATE,
    exceptId,
  );

/** Every id is a staff account (not a site account): 422 on `staff_ids` otherwise. */
async function assertStaff(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  const [{ found }] = await db
    .select({ found: count() })
    .from(users)
    .where(and(inArray(users.id, ids), ne(users.role, 'user')));
  if (Number(found) !== ids.length) throw new ValidationFailed({ staff_ids: [BRANCH_MESSAGES.staff] });
}

async function setStaff(tx: Db, branchId: number, ids: number[]) {
  const current = (
    await tx.select({ id: branchStaff.userId }).from(branchStaff).where(eq(branchStaff.branchId, branchId))
  ).map((r) => r.id);
  const gone = current.filter((id) => !ids.includes(id));
  const added = ids.filter((id) => !current.includes(id));
  if (gone.length > 0)
    await tx
      .delete(branchStaff)
      .where(and(eq(branchStaff.branchId, branchId), inArray(branchStaff.userId, gone)));
  if (added.length > 0) await tx.insert(branchStaff).values(added.map((userId) => ({ branchId, userId })));
}

const columnsOf = (input: BranchUpdateInput) => ({
  name: input.name,
  slug: input.name === undefined ? undefined : slugOf(input.name),
  address: input.address,
  regionCode: input.region,
  provinceCode: input.province,
  cityCode: input.city,
  phones: input.phones,
  email: input.email,
  hours: input.hours,
  services: input.services,
  servesProvinces: input.serves_provinces,
  latitude: input.latitude,
  longitude: input.longitude,
  photo: input.photo,
});

export async function createBranch(db: Db, input: BranchCreateInput): Promise<AdminBranch> {
  await Promise.all([assertNameFree(db, input.name), assertStaff(db, input.staff_ids)]);
  const id = await db.transaction(async (tx) => {
    const [row] = await guardUnique(
      tx
        .insert(branches)
        .values({
          ...columnsOf(input),
          name: input.name,
          slug: slugOf(input.name),
          address: input.address,
          regionCode: input.region,
          provinceCode: input.province,
          cityCode: input.city,
        })
        .returning({ id: branches.id }),
      DUPLICATE,
    );
    await setStaff(tx, row.id, input.staff_ids);
    return row.id;
  });
  return getBranch(db, id);
}

/** A place or a point given in part is checked with the stored rest (the schema checks whole ones). */
function assertMerged(current: AdminBranch, input: BranchUpdateInput) {
  const place = {
    region: input.region ?? current.region,
    province: input.province ?? current.province,
    city: input.city ?? current.city,
  };
  const checked = checkPlace(place);
  if (!checked.ok) throw new ValidationFailed({ [checked.field]: [BRANCH_MESSAGES[checked.field]] });
  const latitude = input.latitude === undefined ? current.latitude : input.latitude;
  const longitude = input.longitude === undefined ? current.longitude : input.longitude;
  if ((latitude === null) !== (longitude === null))
    throw new ValidationFailed({
      [input.latitude === undefined ? 'longitude' : 'latitude']: [BRANCH_MESSAGES.bothCoordinates],
    });
}

export async function updateBranch(db: Db, id: number, input: BranchUpdateInput): Promise<AdminBranch> {
  const current = await getBranch(db, id);
  assertMerged(current, input);
  await Promise.all([
    input.name === undefined ? null : assertNameFree(db, input.name, id),
    assertStaff(db, input.staff_ids ?? []),
  ]);
  await db.transaction(async (tx) => {
    await guardUnique(
      tx
        .update(branches)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(branches.id, id)),
      DUPLICATE,
    );
    if (input.staff_ids) await setStaff(tx, id, input.staff_ids);
  });
  return getBranch(db, id);
}

/** 409 while people still work there or it has availability entries (decision 002, 069): they
 * are moved or taken off first. */
export async function deleteBranch(db: Db, id: number): Promise<void> {
  const branch = await getBranch(db, id);
  assertNoDependants(
    'branch',
    [
      { count: branch.staff.length, one: 'staff member', many: 'staff members' },
      { count: await entriesAtBranch(db, id), one: 'availability entry', many: 'availability entries' },
    ],
    'Move or remove',
  );
  await db.delete(branches).where(eq(branches.id, id));
}

/** Every branch for the public site, by region (the PSA's order), then by name. */
/** The holidays from today (Manila) for a year: the days every branch is closed besides its week. */
async function closedDays(db: Db): Promise<string[]> {
  const today = businessDate(new Date());
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(gte(holidays.date, today), lte(holidays.date, addDays(today, 366))))
    .orderBy(asc(holidays.date));
  return rows.map((r) => r.date);
}

export async function listPublicBranches(db: Db): Promise<PublicBranch[]> {
  const [rows, desk, closedOn] = await Promise.all([
    db
      .select()
      .from(branches)
      .orderBy(...byName),
    readDeskRow(db),
    closedDays(db),
  ]);
  return rows
    .map((row) => toPublic(row, desk.businessHours, closedOn))
    .sort((a, b) => regionOrder(a.region) - regionOrder(b.region));
}

/** The people the editor offers: active staff accounts, by name (names only: any staff role reads them). */
export async function staffChoices(db: Db) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(ne(users.role, 'user'), isNull(users.deactivatedAt)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}
