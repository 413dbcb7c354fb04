import { z } from 'zod';
import { BRANCH_SERVICES } from '../branch-services';
import { checkPlace, findProvince } from '../geography';
import { normalizePhone, PHONE_MAX_LENGTH, phoneRefusal } from '../phone';
import { optionalImageUrl } from './fields';
import { businessHoursSchema } from './lead-desk';
import { recordTimes } from './shared';

// Branches (docs/product.md §28, decision 064): where a buyer can call, visit and be served. The
// back office writes them with the whole record (POST) or any part of it (PUT); the public list is
// `publicBranchSchema`. Places are PSGC codes (common/geography.ts), hours the lead desk's shape.

export { BRANCH_SERVICE_LABELS, BRANCH_SERVICES, type BranchService } from '../branch-services';

/** Most phones and provinces one branch lists: a directory's, not a spreadsheet's. */
const BRANCH_LIMITS = { phones: 5, provinces: 120, staff: 100 } as const;

export const BRANCH_MESSAGES = {
  name: 'Name the branch.',
  nameTaken: 'A branch with this name already exists.',
  plain: 'Use plain text on one line: no line breaks or markup.',
  address: 'Write the street address.',
  region: 'Choose a region from the list.',
  province: 'Choose a province in the selected region.',
  city: 'Choose a city or municipality in the selected province.',
  phones: 'Give at least one phone number.',
  tooManyPhones: `List at most ${BRANCH_LIMITS.phones} phone numbers.`,
  email: 'Please enter a valid email address',
  services: 'Choose at least one service: sales, parts, service or rental.',
  serves: 'Choose the provinces from the list.',
  tooManyProvinces: `Choose at most ${BRANCH_LIMITS.provinces} provinces.`,
  latitude: 'Use a latitude in the Philippines, from 4 to 22 (like 14.7011).',
  longitude: 'Use a longitude in the Philippines, from 116 to 127 (like 120.9830).',
  bothCoordinates: 'Give both the latitude and the longitude, or neither.',
  staff: 'That staff member does not exist.',
  tooManyStaff: `Choose at most ${BRANCH_LIMITS.staff} people.`,
  notFound: 'Branch not found.',
} as const;

/** Letters, digits and punctuation on one line: markup and control characters (CR/LF) are refused, not cleaned. */
const REFUSED = /[<>\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const plainLine = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Use at most ${max} characters.`)
    .refine((v) => !REFUSED.test(v), BRANCH_MESSAGES.plain);

const code = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{2,10}$/, message);

const phone = z
  .string({ error: 'Phone number must be exactly 11 digits' })
  .max(PHONE_MAX_LENGTH, 'Phone number must be exactly 11 digits')
  .transform((v, ctx) => {
    const digits = normalizePhone(v.trim());
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: phoneRefusal(v), input: v });
      return z.NEVER;
    }
    return digits;
  });

const coordinate = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine(Number.isFinite, message)
    .nullable();

const unique = <T>(list: T[]) => [...new Set(list)];

const branchFields = {
  name: plainLine(120, BRANCH_MESSAGES.name),
  address: plainLine(300, BRANCH_MESSAGES.address),
  region: code(BRANCH_MESSAGES.region),
  province: code(BRANCH_MESSAGES.province),
  city: code(BRANCH_MESSAGES.city),
  phones: z
    .array(phone, { error: BRANCH_MESSAGES.phones })
    .min(1, BRANCH_MESSAGES.phones)
    .max(BRANCH_LIMITS.phones, BRANCH_MESSAGES.tooManyPhones)
    .transform(unique),
  email: z
    .string({ error: BRANCH_MESSAGES.email })
    .trim()
    .max(254, BRANCH_MESSAGES.email)
    .nullish()
    .transform((v) => v || null)
    .pipe(z.email(BRANCH_MESSAGES.email).nullable()),
  /** Its own week, or null: the lead desk's business hours ("same as the lead desk"). */
  hours: businessHoursSchema.nullable(),
  services: z
    .array(z.enum(BRANCH_SERVICES, { error: BRANCH_MESSAGES.services }), { error: BRANCH_MESSAGES.services })
    .min(1, BRANCH_MESSAGES.services)
    .max(BRANCH_SERVICES.length * 2, BRANCH_MESSAGES.services)
    .transform((list) => BRANCH_SERVICES.filter((s) => list.includes(s))),
  serves_provinces: z
    .array(
      code(BRANCH_MESSAGES.serves).refine((c) => !!findProvince(c), BRANCH_MESSAGES.serves),
      { error: BRANCH_MESSAGES.serves },
    )
    .max(BRANCH_LIMITS.provinces, BRANCH_MESSAGES.tooManyProvinces)
    .transform(unique),
  latitude: coordinate(4, 22, BRANCH_MESSAGES.latitude),
  longitude: coordinate(116, 127, BRANCH_MESSAGES.longitude),
  photo: optionalImageUrl(),
  staff_ids: z
    .array(
      z
        .number({ error: BRANCH_MESSAGES.staff })
        .int(BRANCH_MESSAGES.staff)
        .min(1, BRANCH_MESSAGES.staff)
        .max(2_147_483_647, BRANCH_MESSAGES.staff),
      { error: BRANCH_MESSAGES.staff },
    )
    .max(BRANCH_LIMITS.staff, BRANCH_MESSAGES.tooManyStaff)
    .transform(unique),
};

type Place = { region?: string; province?: string; city?: string };
type Point = { latitude?: number | null; longitude?: number | null };

/** The checks across fields: region → province → city belong together; both coordinates or neither. */
function acrossFields(v: Place & Point, ctx: z.RefinementCtx) {
  const codes = [v.region, v.province, v.city];
  // A code that is not one has its message already; the place is checked once all three are codes.
  if (codes.every((c) => c !== undefined && /^\d{2,10}$/.test(c)) && v.region && v.province && v.city) {
    const place = checkPlace({ region: v.region, province: v.province, city: v.city });
    if (!place.ok)
      ctx.addIssue({ code: 'custom', path: [place.field], message: BRANCH_MESSAGES[place.field] });
  }
  if (
    v.latitude !== undefined &&
    v.longitude !== undefined &&
    (v.latitude === null) !== (v.longitude === null)
  )
    ctx.addIssue({
      code: 'custom',
      path: [v.latitude === null ? 'latitude' : 'longitude'],
      message: BRANCH_MESSAGES.bothCoordinates,
    });
}

/** POST: what is left out is empty (the lead desk's hours, no provinces, no coordinates, no staff). */
export const branchCreateSchema = z
  .object({
    ...branchFields,
    hours: branchFields.hours.default(null),
    serves_provinces: branchFields.serves_provinces.default([]),
    latitude: branchFields.latitude.default(null),
    longitude: branchFields.longitude.default(null),
    staff_ids: branchFields.staff_ids.default([]),
  })
  .superRefine(acrossFields);
/**
 * PUT takes any part of the record; absent fields keep their value (no defaults here: zod fills a
 * default in for an absent optional field). A place or a point given in part is checked against
 * the stored rest by the service.
 */
export const branchUpdateSchema = z.object(branchFields).partial().superRefine(acrossFields);
export type BranchCreateInput = z.output<typeof branchCreateSchema>;
export type BranchUpdateInput = z.output<typeof branchUpdateSchema>;

const hoursOut = z.object({
  timezone: z.string(),
  days: z.record(z.string(), z.array(z.object({ open: z.string(), close: z.string() }))),
});

export const publicBranchSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  address: z.string(),
  /** PSGC codes, and their names beside them. */
  region: z.string(),
  province: z.string(),
  city: z.string(),
  region_name: z.string(),
  province_name: z.string(),
  city_name: z.string(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  /** The week it is open (Asia/Manila): its own, or the lead desk's when `hours_same_as_desk`. */
  hours: hoursOut,
  hours_same_as_desk: z.boolean(),
  /**
   * The days it is closed besides its week: the lead desk's holidays (docs/product.md §24) from
   * today for a year, "YYYY-MM-DD" in Manila, so "open now" is right on a holiday too.
   */
  closed_on: z.array(z.string()),
  services: z.array(z.enum(BRANCH_SERVICES)),
  serves_provinces: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  photo: z.string().nullable(),
});
export type PublicBranch = z.infer<typeof publicBranchSchema>;

export const adminBranchSchema = publicBranchSchema.omit({ closed_on: true }).extend({
  /** Its own hours, or null: the lead desk's (what the form edits). */
  own_hours: hoursOut.nullable(),
  staff: z.array(z.object({ id: z.number(), name: z.string() })),
  ...recordTimes,
});
export type AdminBranch = z.infer<typeof adminBranchSchema>;

/** GET /admin/branches/staff: who the editor offers as working at a branch. */
export const branchStaffChoices = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type BranchStaffChoice = z.infer<typeof branchStaffChoices>['data'][number];
