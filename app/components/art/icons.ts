import {
  AlertCircle,
  ArrowRight,
  Calculator,
  CalendarDays,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ClipboardList,
  Clock,
  Cog,
  ExternalLink,
  FileText,
  Globe2,
  type LucideIcon,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  MessageSquareText,
  Newspaper,
  PackageSearch,
  Phone,
  Search,
  SearchX,
  Send,
  ShieldCheck,
  SlidersHorizontal,
  Star,
  User,
  Wrench,
  X,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mapShapes } from './artwork';
import { FOOTER_MAP } from './footer-map-name';

// The public pages' icons as one cached SVG sprite (decision 065): a page draws an icon as
// `<svg><use href="/assets/icons-….svg#name"/></svg>` (app/components/ui/icon.tsx), about 100 bytes,
// where lucide-react wrote the whole drawing, 250–700 bytes, into the HTML at every use. As with
// the artwork beside it, only the build's tests run this code: icons.test.ts writes the sprite to
// icons.svg, which icon.tsx imports as an asset URL. Adding an icon: name it here, then
// `npx vitest run --project unit -u app/components/art`.

const LUCIDE = {
  'alert-circle': AlertCircle,
  'arrow-right': ArrowRight,
  calculator: Calculator,
  'calendar-days': CalendarDays,
  check: Check,
  'check-circle': CheckCircle2,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'clipboard-list': ClipboardList,
  clock: Clock,
  cog: Cog,
  'external-link': ExternalLink,
  'file-text': FileText,
  globe: Globe2,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  'message-square': MessageSquare,
  'message-square-text': MessageSquareText,
  newspaper: Newspaper,
  'package-search': PackageSearch,
  phone: Phone,
  search: Search,
  'search-x': SearchX,
  send: Send,
  'shield-check': ShieldCheck,
  sliders: SlidersHorizontal,
  star: Star,
  user: User,
  wrench: Wrench,
  x: X,
} satisfies Record<string, LucideIcon>;

// lucide-react ships no brand marks: simplified single-colour outlines of the networks' logos and
// Viber's (a speech bubble holding a handset, told apart from Call beside it), drawn in the same
// 24-unit grid and stroke style.
const DRAWN = {
  facebook: '<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>',
  instagram:
    '<rect x="2" y="2" width="20" height="20" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>',
  youtube:
    '<path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17"/><path d="m10 15 5-3-5-3z"/>',
  twitter:
    '<path fill="currentColor" stroke="none" d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.59-6.64 7.59H.47l8.6-9.83L0 1.15h7.6l5.24 6.93zm-1.29 19.5h2.04L6.49 3.24H4.3z"/>',
  linkedin:
    '<path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z"/><rect x="2" y="9" width="4" height="12"/><circle cx="4" cy="4" r="2"/>',
  viber:
    '<path d="M12 2c5.5 0 9 2.6 9 8.5S17.5 19 12 19h-1.5L7 22v-3.4C4.3 17.5 3 15 3 10.5 3 4.6 6.5 2 12 2"/><path d="M9.6 7.2c-.4-.5-1-.5-1.4-.1l-.5.5c-.5.6-.5 1.7.3 3.1a9 9 0 0 0 3.3 3.3c1.4.8 2.5.8 3.1.3l.5-.5c.4-.4.4-1-.1-1.4l-1-.8c-.4-.3-.9-.3-1.3.1l-.4.4a5 5 0 0 1-2.2-2.2l.4-.4c.4-.4.4-.9.1-1.3z" fill="currentColor" stroke-width="1"/><path d="M13 5.5a4 4 0 0 1 3.5 3.5M13 7.8a1.8 1.8 0 0 1 1.3 1.3"/>',
};

export type IconName = keyof typeof LUCIDE | keyof typeof DRAWN;

/** A lucide icon's drawing: what its <svg> holds, with empty elements closed in place. */
function lucideShapes(icon: LucideIcon): string {
  const svg = renderToStaticMarkup(createElement(icon));
  return svg
    .slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'))
    .replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, '/>');
}

/** The sprite: one <symbol> per icon, each in lucide's stroke style, ids in name order. */
export function iconSpriteSvg(): string {
  const shapes: [string, string][] = [
    ...Object.entries(LUCIDE).map(([name, icon]): [string, string] => [name, lucideShapes(icon)]),
    ...Object.entries(DRAWN),
  ];
  const symbols = shapes
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, body]) =>
        `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`,
    );
  // The footer's map (footer-map-name.ts), in its own 480 × 300 grid.
  const map = `<symbol id="${FOOTER_MAP}">${mapShapes('dark')}</symbol>`;
  // The document itself is never drawn, only the symbols each <use> clones.
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">\n${[...symbols, map].join('\n')}\n</svg>\n`;
}
