import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { MAX_STORED_WIDTH } from '#common/image-url';
import { drawMachine, type MachineKind, type Paint } from '#common/silhouettes';
import {
  encodeImageSet,
  hasImageSet,
  type ImageSetKeys,
  imageSetKeys,
  saveImageSet,
} from '../../services/media/image-set';
import { type ImageStore, localDiskStore } from '../../services/media/storage';

// Demo pictures are drawn as SVG and encoded to WebP with sharp at seed time: no network, no
// binary assets in the repository, and the same input always gives the same file names.

const PALETTE = {
  charcoal: '#1F2328',
  charcoalLight: '#343A42',
  amber: '#F2A900',
  amberDeep: '#D48F00',
  steel: '#8A939B',
  steelLight: '#C9CFD5',
  steelPale: '#E8EBEE',
} as const;

const BACKGROUNDS = [
  [PALETTE.steelPale, PALETTE.steelLight],
  ['#F3F1EC', '#D9D4CA'],
  ['#DDE2E6', '#AEB6BD'],
] as const;

const PAINTS: Paint[] = [
  { body: PALETTE.amber, dark: PALETTE.charcoal, steel: PALETTE.steel, glass: '#9DB4C7' },
  { body: PALETTE.amberDeep, dark: '#2A2F35', steel: '#6B747C', glass: '#B8C8D6' },
  { body: '#7D868E', dark: PALETTE.charcoal, steel: PALETTE.amber, glass: '#A9BCCB' },
];

function backdrop(w: number, h: number, variant: number): string {
  const bg = BACKGROUNDS[variant % BACKGROUNDS.length];
  const line = PALETTE.charcoal;
  // Faint diagonal stripes and a ground line keep the flat scene from looking empty.
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const x = ((i * w) / 6 + variant * 37) % (w * 1.4);
    return `<path d="M${x} 0 l${-h * 0.6} ${h}" stroke="${line}" stroke-width="${w / 40}" opacity="0.04"/>`;
  }).join('');
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/>` +
    `<stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${stripes}`
  );
}

/** A machine on a ground line, 4:3. `variant` changes background, colours, facing and size. */
export function machineSvg(kind: MachineKind, variant: number, width = 1200, height = 900): string {
  const paint = PAINTS[Math.floor(variant / 2) % PAINTS.length];
  const flip = variant % 2 === 1;
  const scale = 0.9 + (variant % 3) * 0.05;
  const ground = PALETTE.charcoal;
  // The drawing lives in a 400×300 box with its ground at y=240; scale it about that point.
  const place = `translate(200 240) scale(${flip ? -scale : scale} ${scale}) translate(-200 -240)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">` +
    backdrop(400, 300, variant) +
    `<rect x="0" y="240" width="400" height="60" fill="${ground}" opacity="0.08"/>` +
    `<line x1="0" y1="240" x2="400" y2="240" stroke="${ground}" stroke-width="1.5" opacity="0.35"/>` +
    `<ellipse cx="200" cy="241" rx="150" ry="6" fill="#000" opacity="0.12"/>` +
    `<g transform="${place}">${drawMachine(kind, paint)}</g></svg>`
  );
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A brand wordmark on a badge, 2:1. */
export function logoSvg(name: string, variant: number): string {
  const dark = variant % 2 === 0;
  const bg = dark ? PALETTE.charcoal : '#FFFFFF';
  const ink = dark ? '#FFFFFF' : PALETTE.charcoal;
  const [word, ...rest] = name.split(' ');
  const initial = escapeXml(word.charAt(0).toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">` +
    `<rect width="400" height="200" fill="${bg}"/>` +
    `<path d="M40 60 l40 -20 l40 20 v60 l-40 20 l-40 -20 z" fill="${PALETTE.amber}"/>` +
    `<text x="80" y="112" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="48" fill="${PALETTE.charcoal}">${initial}</text>` +
    `<text x="140" y="104" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="38" letter-spacing="1" fill="${ink}">${escapeXml(word.toUpperCase())}</text>` +
    `<text x="142" y="134" font-family="DejaVu Sans, Arial, sans-serif" font-size="15" letter-spacing="2" fill="${PALETTE.steel}">${escapeXml(rest.join(' ').toUpperCase())}</text>` +
    `<rect x="140" y="146" width="60" height="4" fill="${PALETTE.amber}"/></svg>`
  );
}

const SKIES = [
  ['#3A3226', PALETTE.charcoal],
  [PALETTE.charcoalLight, PALETTE.charcoal],
  ['#2E3A46', '#1A1F24'],
] as const;

/** The one dark tone the news pictures draw their machine in. */
export const NEWS_SHADE: Paint = { body: '#111417', dark: '#0B0D0F', steel: '#22272D', glass: PALETTE.amber };

/**
 * An industrial composition for news, 16:9: a sun disc, a skyline, girders and, in silhouette, the
 * machine the story is about. `variant` changes the sky, sun, skyline and side. `edge` puts the
 * machine at the far side instead, for a wide banner whose middle carries text (the hero).
 */
export function newsSvg(kind: MachineKind, variant: number, { edge = false } = {}): string {
  const sky = SKIES[variant % SKIES.length];
  const skyline = Array.from({ length: 14 }, (_, i) => {
    const w = 40 + ((i * 53 + variant * 17) % 50);
    const h = 60 + ((i * 97 + variant * 31) % 180);
    return `<rect x="${i * 90 - 20}" y="${560 - h}" width="${w}" height="${h}" fill="#2B3138"/>`;
  }).join('');
  const beams = Array.from({ length: 3 }, (_, i) => {
    const y = 90 + i * 60 + (variant % 4) * 12;
    const x = (variant * 170 + i * 260) % 800;
    const fill = i % 2 ? PALETTE.amber : PALETTE.steel;
    return `<rect x="${x}" y="${y}" width="${220 + i * 40}" height="10" fill="${fill}" opacity="${0.25 + i * 0.1}"/>`;
  }).join('');
  const cx = 160 + ((variant * 373) % 880);
  const cy = 170 + ((variant * 59) % 110);
  const r = 110 + ((variant * 41) % 60);
  // The machine stands on the ground line at y = 560 in one dark tone, left or right of the
  // middle: 1.8× inside the central 900 px, which a 4:3 card's cover crop keeps whole; or, at the
  // edge, 2× reaching the side.
  const right = variant % 2 === 0;
  const scale = edge ? 2 : 1.8;
  const x = edge ? (right ? 480 : -40) : right ? 340 : 110;
  const place = `translate(${x} ${560 - 240 * scale}) scale(${scale})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/>` +
    `<stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
    `<rect width="1200" height="675" fill="url(#sky)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${PALETTE.amber}" opacity="0.85"/>` +
    skyline +
    beams +
    `<g transform="${place}">${drawMachine(kind, NEWS_SHADE)}</g>` +
    `<rect x="0" y="560" width="1200" height="115" fill="#0F1113"/>` +
    `<line x1="0" y1="560" x2="1200" y2="560" stroke="${PALETTE.amber}" stroke-width="4" opacity="0.6"/></svg>`
  );
}

interface ImageWriter {
  /** Renders `svg` into `folder` through the upload pipeline (once) and returns the image's URL. */
  write(folder: string, svg: string): Promise<string>;
}

// Demo pictures are flat artwork: a low WebP effort loses nothing visible and keeps the first
// start fast (about 160 pictures, 4 files each with their renditions).
const DEMO_WEBP = { quality: 78, effort: 2 };
/** What the opaque drawings are flattened onto before encoding. */
const BACKGROUND = '#ffffff';

/**
 * The folder, in a cache of rendered demo pictures, for exactly these rendering settings and this
 * sharp and libvips: a picture's file name already carries its SVG's hash and size (and a
 * rendition's its width), so the name within that folder is the rest of the key. Change how a
 * picture is encoded here (not only these values) and raise `pipeline` too.
 */
function cacheFolder(root: string): string {
  const settings = {
    pipeline: 1,
    webp: DEMO_WEBP,
    background: BACKGROUND,
    MAX_STORED_WIDTH,
    ...sharp.versions,
  };
  return join(root, createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16));
}

/** The pixel size an SVG of ours declares on its root element. */
function svgSize(svg: string) {
  const match = /^<svg [^>]*?width="(\d+)" height="(\d+)"/.exec(svg);
  if (!match) throw new Error('A demo SVG must declare its width and height');
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Copies a whole image set, renditions first and the image last, as saveImageSet writes one. */
async function copyImageSet(fromDir: string, to: ImageStore, keys: ImageSetKeys) {
  const copy = async (key: string) => to.put(key, await readFile(join(fromDir, key)));
  await Promise.all(keys.renditions.map((r) => copy(r.key)));
  await copy(keys.main);
}

/**
 * Same naming, renditions and store as an admin's upload (common/image-url.ts), so pages treat demo
 * and uploaded pictures alike. The name comes from the SVG's hash and size, so a later start finds
 * the files already there and renders nothing. With a `cache` folder (DEMO_IMAGE_CACHE), a picture
 * rendered once is copied from there instead of rendered again into any data directory of this
 * checkout (each e2e server's, `npm start`'s first): the same bytes the rendering would give. The
 * cache is a help, never a need: one that cannot be read or written is rendered past.
 */
export function createImageWriter(
  uploadsDir: string,
  { cache: cacheRoot }: { cache?: string } = {},
): ImageWriter {
  const store = localDiskStore(uploadsDir);
  const cacheDir = cacheRoot ? cacheFolder(cacheRoot) : undefined;
  const cache = cacheDir ? localDiskStore(cacheDir) : undefined;
  const pending = new Map<string, Promise<string>>();

  async function fromCache(keys: ImageSetKeys): Promise<boolean> {
    if (!cacheDir || !cache || !(await hasImageSet(cache, keys))) return false;
    try {
      await copyImageSet(cacheDir, store, keys);
      return true;
    } catch {
      return false;
    }
  }

  return {
    write(folder, svg) {
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 20);
      const { width, height } = svgSize(svg);
      const keys = imageSetKeys(folder, hash, width, height);
      let url = pending.get(keys.main);
      if (!url) {
        url = (async () => {
          if (!(await hasImageSet(store, keys)) && !(await fromCache(keys))) {
            // Rasterise the SVG once, opaque (the drawings fill their canvas; three channels encode
            // a third faster than four); every size is encoded from those pixels.
            const { data, info } = await sharp(Buffer.from(svg))
              .flatten({ background: BACKGROUND })
              .raw()
              .toBuffer({ resolveWithObject: true });
            const raw = { width: info.width, height: info.height, channels: info.channels };
            const set = await encodeImageSet({ pipeline: () => sharp(data, { raw }) }, DEMO_WEBP);
            await saveImageSet(store, folder, hash, set);
            if (cache) await saveImageSet(cache, folder, hash, set).catch(() => {});
          }
          return store.url(keys.main);
        })();
        pending.set(keys.main, url);
      }
      return url;
    },
  };
}
