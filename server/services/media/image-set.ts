import type { Sharp, WebpOptions } from 'sharp';
import {
  MAX_STORED_WIDTH,
  parseStoredImage,
  renditionUrl,
  renditionWidths,
  storedImageUrl,
} from '#common/image-url';
import type { UploadedImage } from '#common/schemas/upload';
import type { ImageStore } from './storage';

// One stored image = the picture at most MAX_STORED_WIDTH wide plus a WebP rendition for every
// standard width narrower than it, named as common/image-url.ts says so that any page can build
// `srcset` from the address alone.

/** A decoded picture: `pipeline()` gives a fresh sharp pipeline over it for each output. */
export interface ImageSource {
  pipeline: () => Sharp;
}

interface EncodedImageSet {
  width: number;
  height: number;
  main: Buffer;
  renditions: { width: number; data: Buffer }[];
}

export interface ImageSetKeys {
  main: string;
  renditions: { width: number; key: string }[];
}

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

export function imageSetKeys(folder: string, hash: string, width: number, height: number): ImageSetKeys {
  const url = storedImageUrl(folder, hash, width, height);
  const stored = parseStoredImage(url);
  if (!stored) throw new Error(`Not a stored image name: ${url}`);
  return {
    main: keyOf(url),
    renditions: renditionWidths(width).map((w) => ({ width: w, key: keyOf(renditionUrl(stored.stem, w)) })),
  };
}

export async function encodeImageSet(source: ImageSource, webp: WebpOptions): Promise<EncodedImageSet> {
  const main = await source
    .pipeline()
    .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
    .webp(webp)
    .toBuffer({ resolveWithObject: true });
  const { width } = main.info;
  // An animated image reports the height of the whole frame strip; its name carries one frame's.
  const height = main.info.pageHeight ?? main.info.height;
  const renditions = await Promise.all(
    renditionWidths(width).map(async (w) => ({
      width: w,
      data: await source.pipeline().resize({ width: w }).webp(webp).toBuffer(),
    })),
  );
  return { width, height, main: main.data, renditions };
}

/** Writes the renditions first and the image last: once the image exists, its whole set does. */
export async function saveImageSet(
  store: ImageStore,
  folder: string,
  hash: string,
  set: EncodedImageSet,
): Promise<UploadedImage> {
  const keys = imageSetKeys(folder, hash, set.width, set.height);
  await Promise.all(keys.renditions.map((r, i) => store.put(r.key, set.renditions[i].data)));
  await store.put(keys.main, set.main);
  return describeImageSet(store, keys, set.width, set.height);
}

export async function hasImageSet(store: ImageStore, keys: ImageSetKeys): Promise<boolean> {
  const all = await Promise.all(
    [keys.main, ...keys.renditions.map((r) => r.key)].map((k) => store.exists(k)),
  );
  return all.every(Boolean);
}

function describeImageSet(
  store: ImageStore,
  keys: ImageSetKeys,
  width: number,
  height: number,
): UploadedImage {
  const url = store.url(keys.main);
  return {
    url,
    width,
    height,
    sizes: [...keys.renditions.map((r) => ({ width: r.width, url: store.url(r.key) })), { width, url }],
  };
}
