import { z } from 'zod';
import { IMAGE_EXTENSIONS, UPLOAD_FOLDERS } from '../constants';

// POST /api/admin/uploads (multipart: file, folder) and the words both ends use about an upload:
// the widget checks format and size before sending, the server checks again by content.

/** docs/product.md §5 caps decoded size too: a small file can hide a huge picture (a "pixel bomb"). */
export const MAX_IMAGE_MEGAPIXELS = 40;

const MB = 1024 * 1024;

export const UPLOAD_MESSAGES = {
  format: `Only ${IMAGE_EXTENSIONS.join(', ')} images can be uploaded.`,
  tooLarge: (maxBytes: number) => `The image may not be larger than ${Math.round(maxBytes / MB)} MB.`,
  unreadable: 'The image is damaged or incomplete and cannot be read.',
  tooManyPixels: `The image is too large: at most ${MAX_IMAGE_MEGAPIXELS} megapixels.`,
  folder: `The folder must be one of: ${UPLOAD_FOLDERS.join(', ')}.`,
  fileRequired: 'Choose an image to upload.',
  failed: 'Upload failed',
  notReady: 'Upload widget not ready. Please refresh the page and try again.',
  presetMissing: 'Upload preset is missing. Set an unsigned upload preset in Settings → Cloudinary.',
  presetNotUnsigned:
    'The upload preset is not allowed for unsigned uploads. Make it unsigned in Cloudinary or choose another preset.',
} as const;

export const uploadFolderSchema = z.enum(UPLOAD_FOLDERS, { error: UPLOAD_MESSAGES.folder });

/** 201 answer: the stored image and its responsive sizes, narrowest first, the image itself last. */
export const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sizes: z.array(z.object({ width: z.number().int().positive(), url: z.string() })),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * GET /api/admin/uploads/target: where the widget sends a file (docs/product.md §12), decided by the
 * server from Settings → Cloudinary. The cloud name and unsigned preset are no secrets (the browser
 * sends both to Cloudinary); nothing else from Settings is answered.
 */
export const uploadTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('server') }),
  z.object({ kind: z.literal('cloudinary'), cloud_name: z.string(), upload_preset: z.string() }),
  z.object({ kind: z.literal('missing-preset') }),
]);
export type UploadTarget = z.infer<typeof uploadTargetSchema>;
