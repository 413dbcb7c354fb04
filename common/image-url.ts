// The one naming contract between the media pipeline (server/services/media) and every <img> on
// the site. A stored image carries its own size in its address, so a page can build `srcset`,
// `width` and `height` from the URL alone, with no lookup and no schema change:
//
//   /uploads/<folder>/<hash>-<W>x<H>.webp          the stored image (at most MAX_STORED_WIDTH wide)
//   /uploads/<folder>/<hash>-<W>x<H>.<w>w.webp     a rendition w px wide, for each RENDITION_WIDTHS < W
//
// Cloudinary addresses get their renditions from Cloudinary's URL transformations instead; any
// other address is used as it is.

const RENDITION_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MAX_STORED_WIDTH = 1920;

const STORED = /^(\/uploads\/(?:[a-z0-9-]+\/)*[a-z0-9]+-(\d{1,5})x(\d{1,5}))\.webp$/;
const CLOUDINARY = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/;

interface StoredImageName {
  /** Address without the extension, e.g. /uploads/products/ab12…-1200x900 */
  stem: string;
  width: number;
  height: number;
}

/** Address of a stored image of that size. */
export const storedImageUrl = (dir: string, hash: string, width: number, height: number) =>
  `/uploads/${dir}/${hash}-${width}x${height}.webp`;

/** Address of one rendition of a stored image. */
export const renditionUrl = (stem: string, width: number) => `${stem}.${width}w.webp`;

/** The widths a stored image has renditions for: every standard width narrower than it. */
export const renditionWidths = (width: number) => RENDITION_WIDTHS.filter((w) => w < width);

export function parseStoredImage(url: string): StoredImageName | null {
  const match = STORED.exec(url);
  if (!match) return null;
  return { stem: match[1], width: Number(match[2]), height: Number(match[3]) };
}

interface ResponsiveImage {
  src: string;
  srcSet?: string;
  /** Intrinsic size when the address tells it. */
  width?: number;
  height?: number;
}

/** `src`, `srcSet` and intrinsic size for an image address of any origin. */
export function responsiveImage(url: string): ResponsiveImage {
  const stored = parseStoredImage(url);
  if (stored) {
    const widths = renditionWidths(stored.width);
    const srcSet = [
      ...widths.map((w) => `${renditionUrl(stored.stem, w)} ${w}w`),
      `${url} ${stored.width}w`,
    ].join(', ');
    return { src: url, srcSet, width: stored.width, height: stored.height };
  }
  const cloud = CLOUDINARY.exec(url);
  if (cloud) {
    // c_limit never upscales; f_auto/q_auto let Cloudinary pick WebP/AVIF and the quality.
    const at = (w: number) => `${cloud[1]}c_limit,w_${w},f_auto,q_auto/${cloud[2]}`;
    return {
      src: at(1280),
      srcSet: RENDITION_WIDTHS.map((w) => `${at(w)} ${w}w`).join(', '),
    };
  }
  return { src: url };
}
