// Flat machine silhouettes drawn in a 400×300 box with the ground at y = 240. Each returns SVG
// markup using the colours it is given, so one drawing serves several colourways. Shared: the seed
// draws the demo pictures with them (server/db/seed/images.ts) and the public pages draw their
// decorative artwork (app/components/art/), so both speak the same visual language.

export const MACHINE_KINDS = [
  'loader',
  'excavator',
  'mobile-crane',
  'crawler-crane',
  'batching-plant',
  'asphalt-plant',
  'pump-truck',
  'mixer-truck',
  'roller',
  'forklift',
  'generator',
] as const;
export type MachineKind = (typeof MACHINE_KINDS)[number];

export interface Paint {
  body: string;
  dark: string;
  steel: string;
  glass: string;
}

const wheel = (cx: number, cy: number, r: number, p: Paint) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.dark}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="${p.steel}"/>`;

const track = (x: number, y: number, w: number, h: number, p: Paint) => {
  const rollers = Array.from({ length: 5 }, (_, i) => {
    const cx = x + h / 2 + ((w - h) * i) / 4;
    return `<circle cx="${cx}" cy="${y + h / 2}" r="${h * 0.22}" fill="${p.steel}"/>`;
  }).join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${p.dark}"/>${rollers}`;
};

const truckBase = (p: Paint, wheels: number[]) =>
  `<rect x="40" y="192" width="300" height="20" rx="3" fill="${p.dark}"/>` +
  `<path d="M300 150 h34 l14 26 v24 h-48 z" fill="${p.body}"/>` +
  `<path d="M308 158 h22 l10 18 h-32 z" fill="${p.glass}"/>` +
  wheels.map((x) => wheel(x, 218, 20, p)).join('');

const DRAW: Record<MachineKind, (p: Paint) => string> = {
  loader: (p) =>
    `<rect x="70" y="160" width="125" height="42" rx="6" fill="${p.body}"/>` +
    `<rect x="62" y="150" width="22" height="50" rx="4" fill="${p.dark}"/>` +
    `<rect x="96" y="140" width="8" height="20" fill="${p.dark}"/>` +
    `<path d="M150 100 h50 l6 60 h-62 z" fill="${p.dark}"/>` +
    `<path d="M156 108 h38 l4 40 h-46 z" fill="${p.glass}"/>` +
    `<rect x="195" y="175" width="60" height="22" fill="${p.body}"/>` +
    `<path d="M205 162 L300 196" stroke="${p.body}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M292 178 L342 190 L348 236 L296 238 Z" fill="${p.dark}"/>` +
    wheel(125, 212, 28, p) +
    wheel(250, 212, 28, p),
  excavator: (p) =>
    track(70, 206, 175, 34, p) +
    `<rect x="85" y="188" width="140" height="18" fill="${p.dark}"/>` +
    `<path d="M72 150 h150 v40 h-150 z" fill="${p.body}"/>` +
    `<rect x="64" y="152" width="24" height="38" rx="5" fill="${p.dark}"/>` +
    `<path d="M180 108 h42 v44 h-46 z" fill="${p.body}"/>` +
    `<path d="M186 114 h30 v30 h-34 z" fill="${p.glass}"/>` +
    `<path d="M215 165 L275 78 L332 160" fill="none" stroke="${p.body}" stroke-width="15" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M325 152 L352 168 L346 214 L314 204 Z" fill="${p.dark}"/>` +
    `<path d="M240 130 L278 92" stroke="${p.steel}" stroke-width="5"/>`,
  'mobile-crane': (p) =>
    truckBase(p, [80, 122, 232, 272, 312]) +
    `<rect x="95" y="168" width="90" height="26" rx="4" fill="${p.body}"/>` +
    `<rect x="150" y="150" width="34" height="22" fill="${p.dark}"/>` +
    `<path d="M110 172 L318 52 L324 62 L118 186 Z" fill="${p.body}"/>` +
    `<path d="M210 122 L318 56" stroke="${p.steel}" stroke-width="3"/>` +
    `<line x1="322" y1="58" x2="322" y2="130" stroke="${p.dark}" stroke-width="2"/>` +
    `<rect x="316" y="130" width="12" height="14" fill="${p.dark}"/>` +
    `<rect x="48" y="212" width="8" height="26" fill="${p.steel}"/><rect x="206" y="212" width="8" height="26" fill="${p.steel}"/>`,
  'crawler-crane': (p) => {
    const lattice = Array.from({ length: 9 }, (_, i) => {
      const t0 = i / 9;
      const t1 = (i + 1) / 9;
      const ax = 200 + 130 * t0;
      const ay = 168 - 150 * t0;
      const bx = 214 + 130 * t1;
      const by = 176 - 150 * t1;
      return `<line x1="${ax}" y1="${ay}" x2="${bx}" y2="${by}" stroke="${p.body}" stroke-width="3"/>`;
    }).join('');
    return (
      track(80, 206, 170, 34, p) +
      `<path d="M96 160 h124 v46 h-124 z" fill="${p.body}"/>` +
      `<rect x="88" y="168" width="22" height="38" fill="${p.dark}"/>` +
      `<path d="M200 130 h36 v34 h-36 z" fill="${p.dark}"/><rect x="206" y="136" width="24" height="18" fill="${p.glass}"/>` +
      `<line x1="200" y1="168" x2="330" y2="18" stroke="${p.body}" stroke-width="6"/>` +
      `<line x1="214" y1="176" x2="344" y2="26" stroke="${p.body}" stroke-width="6"/>` +
      lattice +
      `<line x1="130" y1="160" x2="160" y2="100" stroke="${p.dark}" stroke-width="6"/>` +
      `<line x1="160" y1="100" x2="336" y2="20" stroke="${p.steel}" stroke-width="2"/>` +
      `<line x1="340" y1="24" x2="340" y2="150" stroke="${p.dark}" stroke-width="2"/>` +
      `<path d="M333 150 h14 v10 l-7 8 l-7 -8 z" fill="${p.dark}"/>`
    );
  },
  'batching-plant': (p) =>
    `<path d="M40 170 h36 l-8 24 h-20 z M80 170 h36 l-8 24 h-20 z M120 170 h36 l-8 24 h-20 z" fill="${p.body}"/>` +
    `<rect x="36" y="194" width="124" height="12" fill="${p.dark}"/>` +
    `<path d="M150 204 L256 96" stroke="${p.dark}" stroke-width="10"/>` +
    `<path d="M150 204 L256 96" stroke="${p.steel}" stroke-width="3"/>` +
    `<rect x="236" y="70" width="70" height="90" fill="${p.body}"/>` +
    `<rect x="246" y="80" width="22" height="16" fill="${p.glass}"/><rect x="274" y="80" width="22" height="16" fill="${p.glass}"/>` +
    `<path d="M248 160 v80 M296 160 v80" stroke="${p.dark}" stroke-width="6"/>` +
    `<path d="M258 160 h30 l-8 20 h-14 z" fill="${p.dark}"/>` +
    `<path d="M322 40 a14 14 0 0 1 28 0 v120 l-14 22 l-14 -22 z" fill="${p.steel}"/>` +
    `<path d="M356 52 a12 12 0 0 1 24 0 v108 l-12 20 l-12 -20 z" fill="${p.steel}"/>` +
    `<path d="M330 182 v58 M370 182 v58" stroke="${p.dark}" stroke-width="5"/>` +
    `<path d="M326 150 L300 112" stroke="${p.dark}" stroke-width="5"/>`,
  'asphalt-plant': (p) =>
    `<path d="M40 180 h34 l-8 22 h-18 z M78 180 h34 l-8 22 h-18 z" fill="${p.body}"/>` +
    `<rect x="36" y="202" width="80" height="10" fill="${p.dark}"/>` +
    `<g transform="rotate(-6 170 196)"><rect x="110" y="180" width="120" height="32" rx="14" fill="${p.dark}"/>` +
    `<rect x="130" y="180" width="10" height="32" fill="${p.steel}"/><rect x="196" y="180" width="10" height="32" fill="${p.steel}"/></g>` +
    `<rect x="236" y="60" width="56" height="110" fill="${p.body}"/>` +
    `<rect x="246" y="72" width="36" height="16" fill="${p.glass}"/>` +
    `<path d="M242 170 v70 M286 170 v70" stroke="${p.dark}" stroke-width="6"/>` +
    `<rect x="300" y="110" width="60" height="70" fill="${p.steel}"/>` +
    `<rect x="340" y="30" width="12" height="80" fill="${p.dark}"/>` +
    `<path d="M308 180 v60 M352 180 v60" stroke="${p.dark}" stroke-width="5"/>` +
    `<path d="M226 186 L246 120" stroke="${p.dark}" stroke-width="6"/>`,
  'pump-truck': (p) =>
    truckBase(p, [80, 122, 272, 312]) +
    `<rect x="60" y="160" width="220" height="32" rx="4" fill="${p.body}"/>` +
    `<path d="M44 168 h26 v24 h-30 z" fill="${p.dark}"/>` +
    `<path d="M250 156 L96 140 L276 122 L120 104" fill="none" stroke="${p.body}" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="M250 156 L96 140 L276 122 L120 104" fill="none" stroke="${p.dark}" stroke-width="2"/>` +
    `<rect x="240" y="146" width="24" height="18" fill="${p.dark}"/>`,
  'mixer-truck': (p) =>
    truckBase(p, [80, 122, 272, 312]) +
    `<g transform="rotate(-12 180 150)"><ellipse cx="180" cy="150" rx="112" ry="40" fill="${p.body}"/>` +
    `<path d="M100 130 q40 30 0 50 M150 116 q40 40 0 66 M200 114 q40 40 0 70 M250 120 q34 30 0 56" fill="none" stroke="${p.dark}" stroke-width="4" opacity="0.6"/></g>` +
    `<path d="M56 150 l-14 -18 h22 z" fill="${p.dark}"/>` +
    `<rect x="270" y="170" width="24" height="22" fill="${p.dark}"/>`,
  roller: (p) =>
    `<rect x="62" y="150" width="150" height="50" rx="6" fill="${p.body}"/>` +
    `<path d="M90 96 h70 M96 96 v54 M154 96 v54" stroke="${p.dark}" stroke-width="6"/>` +
    `<rect x="84" y="90" width="82" height="8" fill="${p.dark}"/>` +
    `<rect x="104" y="124" width="24" height="26" fill="${p.dark}"/>` +
    `<path d="M212 168 h60 v-10 h20 v40 h-80 z" fill="${p.body}"/>` +
    `<path d="M238 150 h70 v26" fill="none" stroke="${p.body}" stroke-width="10"/>` +
    `<circle cx="290" cy="204" r="36" fill="${p.dark}"/><circle cx="290" cy="204" r="28" fill="${p.steel}"/>` +
    `<circle cx="290" cy="204" r="8" fill="${p.dark}"/>` +
    wheel(110, 212, 28, p),
  forklift: (p) =>
    `<path d="M96 150 h130 v54 h-146 v-34 z" fill="${p.body}"/>` +
    `<rect x="80" y="150" width="40" height="54" rx="6" fill="${p.dark}"/>` +
    `<path d="M140 150 L150 86 h62 l10 64" fill="none" stroke="${p.dark}" stroke-width="6"/>` +
    `<rect x="160" y="120" width="24" height="30" fill="${p.dark}"/>` +
    `<rect x="236" y="60" width="14" height="172" fill="${p.steel}"/>` +
    `<rect x="250" y="60" width="8" height="172" fill="${p.dark}"/>` +
    `<path d="M258 180 v48 h80 v8 h-88 v-56 z" fill="${p.dark}"/>` +
    `<rect x="266" y="196" width="64" height="30" fill="${p.body}" opacity="0.85"/>` +
    `<path d="M266 204 h64 M266 214 h64" stroke="${p.dark}" stroke-width="2"/>` +
    wheel(110, 216, 22, p) +
    wheel(206, 214, 26, p),
  generator: (p) => {
    const louvres = Array.from({ length: 8 }, (_, i) => `M${96 + i * 10} 150 v34`).join(' ');
    return (
      `<rect x="56" y="120" width="290" height="86" rx="4" fill="${p.body}"/>` +
      `<path d="${louvres}" stroke="${p.dark}" stroke-width="4" opacity="0.7"/>` +
      `<rect x="200" y="138" width="56" height="56" fill="none" stroke="${p.dark}" stroke-width="3"/>` +
      `<rect x="268" y="138" width="56" height="56" fill="none" stroke="${p.dark}" stroke-width="3"/>` +
      `<rect x="286" y="160" width="20" height="12" fill="${p.glass}"/>` +
      `<rect x="90" y="92" width="12" height="28" fill="${p.dark}"/><rect x="86" y="88" width="20" height="6" fill="${p.dark}"/>` +
      `<rect x="48" y="206" width="306" height="12" fill="${p.dark}"/>` +
      `<path d="M340 212 L380 226" stroke="${p.dark}" stroke-width="6"/>` +
      wheel(150, 224, 16, p) +
      wheel(190, 224, 16, p)
    );
  },
};

export function drawMachine(kind: MachineKind, paint: Paint): string {
  return DRAW[kind](paint);
}
