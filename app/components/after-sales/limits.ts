// The after-sales requests' limits (docs/product.md §30) as the forms show them before anything
// is checked. Written again here rather than imported from common/schemas/after-sales.ts, which
// would bring Zod into the pages' first load (§15); limits.test.ts holds the two together.

export const PARTS_MAX_LINES = 50;
export const PARTS_MAX_QUANTITY = 999;
export const REQUEST_MAX_PHOTOS = 4;
export const REQUEST_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const SERVICE_MAX_PREFERRED_DATES = 3;

/** What a photo is refused for before it is sent (the server checks again, by content). */
export const PHOTO_MESSAGES = {
  format: 'Only photos can be attached: jpg, jpeg, png, gif or webp.',
  tooLarge: `A photo may not be larger than ${REQUEST_PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  tooMany: `Attach at most ${REQUEST_MAX_PHOTOS} photos.`,
  busy: 'Wait for the photos to finish uploading, then send again.',
  failed: 'The photo could not be uploaded. Check the connection and try again.',
  tooFast: 'Too many photos at once. Wait a minute and try again.',
} as const;
