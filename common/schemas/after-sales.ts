import { z } from 'zod';
import { businessDate } from '../business-date';
import { findCity, findProvince } from '../geography';
import { consentFields, contactFields, spamCheckFields } from './contact';
import { okEnvelope } from './envelopes';
import { QUOTATION_LIMITS } from './quotations';
import { idNumber, optionalPlain, requiredPlain } from './shared';

// After-sales requests (docs/product.md §30): a parts request (/parts, POST /api/contact/parts) and
// a service request (/service, POST /api/contact/service). The public forms and the server use
// these same schemas; the contact fields and spam checks are the contact forms' own.

export const PARTS_MAX_LINES = 50;
/** A quotation line's largest quantity: staff answer a parts request with its lines as they are. */
export const PARTS_MAX_QUANTITY = QUOTATION_LIMITS.quantity;
export const REQUEST_MAX_PHOTOS = 4;
/** Each photo of a request: images only, at most 8 MB (the upload pipeline's checks). */
export const REQUEST_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const SERVICE_MAX_PREFERRED_DATES = 3;
const HOUR_METER_MAX = 1_000_000;

export const AFTER_SALES_MESSAGES = {
  machine: 'Choose the machine from the catalogue or type its brand and model',
  brand: 'Brand is required',
  model: 'Model is required',
  linesEmpty: 'Add at least one part',
  linesTooMany: `A parts request holds at most ${PARTS_MAX_LINES} lines`,
  lineEmpty: 'Enter a part number or a description',
  quantity: `Quantity must be a whole number from 1 to ${PARTS_MAX_QUANTITY}`,
  partNumber: 'Part numbers are letters, digits, spaces and - . / only',
  province: 'Choose a province from the list',
  provinceRequired: 'Province is required',
  city: 'Choose a city or municipality in the selected province',
  hourMeter: `Hour meter must be a number from 0 to ${HOUR_METER_MAX.toLocaleString('en-US')}`,
  problem: 'Tell us what is wrong',
  preferredDate: 'Enter dates like 2025-01-31, today or later',
  preferredDatesTooMany: `Choose at most ${SERVICE_MAX_PREFERRED_DATES} dates`,
  machineDown: 'Tell us whether the machine is down',
  photos: `Attach at most ${REQUEST_MAX_PHOTOS} photos`,
  photo: 'This photo was not uploaded here. Attach it again.',
  variant: 'This machine is not in the catalogue. Choose another or type its brand and model.',
} as const;

/** Where staff open a request's photo (the back office's API; each opening is recorded). */
export const requestPhotoPath = (leadId: number, photoId: string) =>
  `/api/admin/leads/${leadId}/photos/${photoId}`;

/** How staff and the buyer name a request: "PR-000042" (parts), "SR-000042" (service). */
export const afterSalesReference = (kind: 'parts' | 'service', id: number) =>
  `${kind === 'parts' ? 'PR' : 'SR'}-${String(id).padStart(6, '0')}`;

const M = AFTER_SALES_MESSAGES;

/** The machine: picked from the catalogue (a variant id) or typed as brand and model. */
export const machineSchema = z.union(
  [
    z
      .object({
        variant_id: idNumber(M.machine),
      })
      .strict(),
    z.object({ brand: requiredPlain(120, M.brand), model: requiredPlain(120, M.model) }).strict(),
  ],
  { error: M.machine },
);
export type MachineInput = z.output<typeof machineSchema>;

/**
 * A part number is refused, not cleaned, when it holds anything but letters, digits, spaces and
 * - . / (markup, line breaks): a part number that changed on the way is a wrong part shipped.
 */
const PART_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

const partLine = z
  .object({
    part_number: z
      .string({ error: M.partNumber })
      // Before the trim: a line break at either end is refused too, not cut off.
      .regex(/^[^\r\n\u2028\u2029]*$/, M.partNumber)
      .trim()
      .max(60, 'Part number must be at most 60 characters')
      .refine((v) => v === '' || PART_NUMBER.test(v), M.partNumber)
      .nullish()
      .transform((v) => v || null),
    description: optionalPlain(300, { tooLong: 'Description must be at most 300 characters' }),
    quantity: z
      .number({ error: M.quantity })
      .int(M.quantity)
      .min(1, M.quantity)
      .max(PARTS_MAX_QUANTITY, M.quantity),
  })
  .refine((l) => l.part_number !== null || l.description !== null, {
    message: M.lineEmpty,
    path: ['description'],
  });
export type PartLine = z.output<typeof partLine>;

/** A province's 10-digit PSGC code that exists. */
const provinceCode = z
  .string({ error: M.provinceRequired })
  .trim()
  .min(1, M.provinceRequired)
  .refine((v) => findProvince(v) !== undefined, M.province);

/** Ids the public photo upload answered (POST /api/contact/photos); unknown ids are refused by the server. */
const imageIds = z
  .array(z.string().uuid(M.photo), { error: M.photos })
  .max(REQUEST_MAX_PHOTOS, M.photos)
  .optional()
  .default([]);

const machineDown = z.boolean({ error: M.machineDown });

const requesterFields = {
  name: contactFields.name,
  email: contactFields.email,
  // Required: a machine that is down is sorted out by phone.
  phone: contactFields.phone.refine((v) => v !== null, 'Phone is required'),
  company: contactFields.company,
  page: contactFields.page,
  ...spamCheckFields,
  ...consentFields,
};

export const partsRequestSchema = z.object({
  ...requesterFields,
  machine: machineSchema,
  serial_number: optionalPlain(60),
  items: z.array(partLine, { error: M.linesEmpty }).min(1, M.linesEmpty).max(PARTS_MAX_LINES, M.linesTooMany),
  province: provinceCode,
  machine_down: machineDown,
  image_ids: imageIds,
});
export type PartsRequestInput = z.output<typeof partsRequestSchema>;

export const serviceRequestSchema = z
  .object({
    ...requesterFields,
    machine: machineSchema,
    serial_number: optionalPlain(60),
    hour_meter: z
      .number({ error: M.hourMeter })
      .min(0, M.hourMeter)
      .max(HOUR_METER_MAX, M.hourMeter)
      .nullish()
      .transform((v) => v ?? null),
    problem: requiredPlain(5000, M.problem, { multiline: true }),
    province: provinceCode,
    city: z
      .string()
      .trim()
      .max(10, M.city)
      .nullish()
      .transform((v) => v || null),
    preferred_dates: z
      .array(
        z
          .string({ error: M.preferredDate })
          .trim()
          .pipe(z.iso.date(M.preferredDate))
          .refine((v) => v >= businessDate(new Date()), M.preferredDate),
        { error: M.preferredDate },
      )
      .max(SERVICE_MAX_PREFERRED_DATES, M.preferredDatesTooMany)
      .optional()
      .default([]),
    machine_down: machineDown,
    image_ids: imageIds,
  })
  .superRefine(
    (v, ctx) => {
      if (v.city && findCity(v.city)?.province !== v.province)
        ctx.addIssue({ code: 'custom', path: ['city'], message: M.city });
    },
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  );
export type ServiceRequestInput = z.output<typeof serviceRequestSchema>;

/** POST /api/contact/photos answers the photo's id, to send in `image_ids`. */
export const requestPhotoResponseSchema = okEnvelope(z.object({ id: z.string(), bytes: z.number() }));

/**
 * What the buyer is told after sending (docs/product.md §30): who will answer and by when. The
 * success dialog and the acknowledgement mail say the same: "Our Valenzuela branch
 * (0917 123 4567) will answer by 3:00 PM today."
 */
const answerPromiseSchema = z.object({
  branch: z.object({ id: z.number(), name: z.string(), phone: z.string().nullable() }).nullable(),
  /** ISO instant of the response target's deadline on the desk's clock. */
  due_at: z.string(),
  /** The deadline as words in Manila time: "by 3:00 PM today", "by 10:00 AM tomorrow", "by 9:00 AM on Mon, 7 Dec". */
  due_text: z.string(),
  message: z.string(),
});
export type AnswerPromise = z.infer<typeof answerPromiseSchema>;

/** 201 of both request endpoints: the lead's id and reference, and the promise. */
export const afterSalesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number(), reference: z.string(), promise: answerPromiseSchema }),
});

export { type AfterSalesDetails, afterSalesDetailsSchema } from './after-sales-details';
