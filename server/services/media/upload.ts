import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, LOGO_MAX_BYTES, type UploadFolder } from '#common/constants';
import { MAX_STORED_WIDTH } from '#common/image-url';
import { MAX_IMAGE_MEGAPIXELS, UPLOAD_MESSAGES, type UploadedImage } from '#common/schemas/upload';
import { HttpError } from '../../errors';
import { encodeImageSet, type ImageSource, saveImageSet } from './image-set';
import { sniffImageFormat } from './sniff';
import type { ImageStore } from './storage';

// An admin's upload: checked by content, decoded within a pixel budget, re-encoded to WebP (which
// drops EXIF, GPS and every other metadata) and stored under a name made from its content hash,
// so the same file uploaded twice has one address and nothing the sender chose reaches the path.

const PIXEL_LIMIT = MAX_IMAGE_MEGAPIXELS * 1_000_000;
const UPLOAD_WEBP = { quality: 80, effort: 4 };

const maxUploadBytes = (folder: UploadFolder) => (folder === 'brands' ? LOGO_MAX_BYTES : IMAGE_MAX_BYTES);

export async function storeUpload(
  store: ImageStore,
  folder: UploadFolder,
  bytes: Buffer,
): Promise<UploadedImage> {
  const max = maxUploadBytes(folder);
  if (bytes.length > max) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge(max));
  if (!sniffImageFormat(bytes)) throw new HttpError(415, UPLOAD_MESSAGES.format);
  let encoded: Awaited<ReturnType<typeof encodeImageSet>>;
  try {
    encoded = await encodeImageSet(await decode(bytes), UPLOAD_WEBP);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // libvips refuses damaged data (failOn 'warning': a truncated JPEG is an error, not grey rows).
    const pixels = err instanceof Error && /pixel limit/i.test(err.message);
    throw new HttpError(422, pixels ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.unreadable);
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  return saveImageSet(store, folder, hash, encoded);
}

async function decode(bytes: Buffer): Promise<ImageSource> {
  const options = { limitInputPixels: PIXEL_LIMIT };
  // The header alone tells the size, so a pixel bomb is refused before anything is decoded.
  const meta = await sharp(bytes, { ...options, animated: true }).metadata();
  if (!['jpeg', 'png', 'gif', 'webp'].includes(meta.format ?? ''))
    throw new HttpError(415, UPLOAD_MESSAGES.format);
  if ((meta.pages ?? 1) > 1) {
    // Animated GIF/WebP stay animated. They carry no EXIF orientation worth applying, and rotating
    // would turn the strip of frames, not each frame.
    return { pipeline: () => sharp(bytes, { ...options, animated: true }) };
  }
  // A still image is decoded once (orientation applied, at most the stored width); every output
  // is then encoded from those pixels.
  const { data, info } = await sharp(bytes, options)
    .rotate()
    .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = {
    width: info.width,
    height: info.height,
    channels: info.channels,
    premultiplied: info.premultiplied,
  };
  return { pipeline: () => sharp(data, { raw }) };
}
