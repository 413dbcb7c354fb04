import { drawMachine, type MachineKind, type Paint } from '#common/silhouettes';

// The public pages' decorative artwork: hero scenes drawn from the demo pictures' machine
// silhouettes (common/silhouettes.ts), so the site keeps one house style, and a map-like backdrop
// for the location cards. Only the build's tests run this code: artwork.test.ts writes each drawing
// to an .svg file beside it, which components import as an asset URL. A page pays a few bytes of
// JavaScript for the address and one small cached image, not the drawing code (docs/performance.md,
// first-load JavaScript budget).

export type HeroScene = 'site' | 'service';
export type MapTone = 'light' | 'dark';

const AMBER = '#F2A900';
// One lit machine in front, two in shadow behind; on charcoal the house "dark" must be darker still.
const LIT: Paint = { body: AMBER, dark: '#111417', steel: '#8A939B', glass: '#9DB4C7' };
const SHADE: Paint = { body: '#4A525B', dark: '#16191D', steel: '#5C646C', glass: AMBER };

interface Placed {
  kind: MachineKind;
  x: number;
  scale: number;
  paint: Paint;
  flip?: boolean;
}

const SCENES: Record<HeroScene, Placed[]> = {
  // A plant yard: batching plant and crawler crane at work, a loader in front.
  site: [
    { kind: 'batching-plant', x: -24, scale: 0.82, paint: SHADE },
    { kind: 'crawler-crane', x: 236, scale: 0.92, paint: SHADE },
    { kind: 'loader', x: 150, scale: 0.66, paint: LIT },
  ],
  // After-sales: a mobile crane and a generator behind, an excavator in front.
  service: [
    { kind: 'mobile-crane', x: 226, scale: 0.84, paint: SHADE, flip: true },
    { kind: 'generator', x: -34, scale: 0.66, paint: SHADE },
    { kind: 'excavator', x: 120, scale: 0.74, paint: LIT },
  ],
};

const SCENE_TITLES: Record<HeroScene, string> = {
  site: 'Batching plant, crawler crane and wheel loader at a work site',
  service: 'Generator, mobile crane and excavator in a service yard',
};

const W = 560;
const H = 380;
const GROUND = 316;

function place({ kind, x, scale, paint, flip }: Placed): string {
  // Drawings stand on y = 240 in a 400-wide box: put that line on the scene's ground.
  const sx = flip ? -scale : scale;
  const tx = flip ? x + 400 * scale : x;
  return `<g transform="translate(${tx} ${GROUND - 240 * scale}) scale(${sx} ${scale})">${drawMachine(kind, paint)}</g>`;
}

/** A machine yard at dusk on a rounded panel, for the charcoal page hero. */
export function heroSceneSvg(scene: HeroScene): string {
  const skyline = Array.from({ length: 9 }, (_, i) => {
    const w = 34 + ((i * 53) % 40);
    const h = 40 + ((i * 97) % 110);
    return `<rect x="${i * 66 - 10}" y="${GROUND - h}" width="${w}" height="${h}" fill="#2A3037"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<title>${SCENE_TITLES[scene]}</title>` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#343A42"/>` +
    `<stop offset="1" stop-color="#23282E"/></linearGradient>` +
    `<clipPath id="c"><rect width="${W}" height="${H}" rx="16"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="${W}" height="${H}" fill="url(#s)"/>` +
    `<circle cx="${W * 0.74}" cy="104" r="66" fill="${AMBER}" opacity="0.85"/>` +
    skyline +
    `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="#16191D"/>` +
    `<line x1="0" y1="${GROUND}" x2="${W}" y2="${GROUND}" stroke="#8A939B" stroke-width="2" opacity="0.5"/>` +
    `<path d="M0 ${GROUND + 34}h${W}" stroke="${AMBER}" stroke-width="4" stroke-dasharray="28 22" opacity="0.5"/>` +
    SCENES[scene].map(place).join('') +
    `</g></svg>`
  );
}

const MAP_COLOURS: Record<MapTone, { land: string; block: string; road: string; water: string }> = {
  light: { land: '#F3F4F6', block: '#E3E6E9', road: '#FFFFFF', water: '#D3DEE7' },
  dark: { land: '#2A3037', block: '#30363D', road: '#434A53', water: '#26323C' },
};

/**
 * A street map in the house palette: a grid of blocks, an expressway in amber, a river, and a pin on
 * the highlighted estate at the centre (images are cropped to fit, so the centre always shows).
 * Its shapes in a 480 × 300 grid, without the document around them.
 */
export function mapShapes(tone: MapTone): string {
  const c = MAP_COLOURS[tone];
  const streets =
    [40, 110, 180, 300, 370, 440].map((x) => `M${x} 0v300`).join('') +
    [30, 90, 210, 270].map((y) => `M0 ${y}h480`).join('');
  return (
    `<rect width="480" height="300" fill="${c.block}"/>` +
    // A few open lots among the built blocks.
    `<path d="M44 34h62v52h-62zM374 94h62v112h-62zM114 214h62v52h-62z" fill="${c.land}"/>` +
    `<path d="M0 272C90 262 130 226 200 228S300 254 360 244 440 206 480 210v36c-40-2-70 28-120 34s-110-20-170-18S80 300 0 304z" fill="${c.water}"/>` +
    `<path d="${streets}" stroke="${c.road}" stroke-width="7"/>` +
    // Main avenue and cross street through the estate, wider than the side streets.
    `<path d="M240 0v300M0 150h480" stroke="${c.road}" stroke-width="14"/>` +
    `<path d="M-10 70L150 104 330 60 490 92" fill="none" stroke="${AMBER}" stroke-width="9" stroke-linejoin="round" opacity="${tone === 'dark' ? 0.55 : 0.45}"/>` +
    `<rect x="188" y="98" width="104" height="104" rx="4" fill="${AMBER}" opacity="0.16"/>` +
    `<rect x="188" y="98" width="104" height="104" rx="4" fill="none" stroke="${AMBER}" stroke-width="2" stroke-dasharray="6 4" opacity="0.7"/>` +
    `<ellipse cx="240" cy="152" rx="12" ry="4" fill="#000" opacity="0.25"/>` +
    `<path d="M240 152c-4-10-20-24-20-38a20 20 0 0 1 40 0c0 14-16 28-20 38z" fill="${AMBER}" stroke="#1F2328" stroke-width="2"/>` +
    `<circle cx="240" cy="114" r="7" fill="#1F2328"/>`
  );
}

/** The map as an SVG document of its own (the contact page's light one, drawn as an image). */
export function mapSvg(tone: MapTone): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">` +
    '<title>Street map with a pin on the location</title>' +
    mapShapes(tone) +
    `</svg>`
  );
}
