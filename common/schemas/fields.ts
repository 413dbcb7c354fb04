import { z } from 'zod';
import { idNumber, optionalPlain, optionalText, requiredPlain } from './shared';

// Field helpers shared by the catalogue schemas (brand, category, product). Names and
// descriptions are plain text: markup is removed on the way in (shared.ts).

export const nameField = (max = 150) =>
  requiredPlain(max, 'Name is required', { tooLong: `Name may not be longer than ${max} characters.` });

/** A description or introduction: plain text over several lines. */
export const descriptionField = (max: number) => optionalPlain(max, { multiline: true });

const IMAGE_URL = /^(https?:\/\/|\/)[^\s]*$/i;
export const IMAGE_URL_MESSAGE = 'The image must be a web address (http or https) or a site path.';

/** Optional image address: http(s) URL or site path; never `javascript:` or `data:`. '' clears it. */
export const optionalImageUrl = () =>
  optionalText(2000).refine((v) => v === null || isImageUrl(v), IMAGE_URL_MESSAGE);
export const isImageUrl = (value: string) => IMAGE_URL.test(value);

/** A reference to another record: a positive integer, also accepted as digits in a string (form selects). */
export const refId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    idNumber(message),
  );

/** Optional text filter in a public query string (id or name); '' means no filter. */
export const optionalFilter = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

export const refSchema = z.object({ id: z.number(), name: z.string() });
