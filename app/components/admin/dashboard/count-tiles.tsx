import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_SECTIONS } from '#app/components/admin/sections';
import { useCan } from '#app/components/admin/use-can';
import { adminPaths } from '#common/admin-paths';
import type { DashboardCounts } from '#common/schemas/dashboard';

// The dashboard's count tiles (docs/product.md §4), plus the "New inquiries" tile (docs/product.md §9), which opens the inbox
// filtered to New. The grid's auto-fit columns make room for the fifth tile; from xl, where the
// latest inquiries stand beside them, they are two columns as on a phone.
const TILES: {
  section: string;
  count: keyof DashboardCounts;
  label?: string;
  to?: string;
  wide?: boolean;
}[] = [
  // Full width on a phone, above the 2 × 2 catalogue tiles.
  {
    section: 'inquiries',
    count: 'leads_new',
    label: 'New inquiries',
    to: adminPaths.inquiries('new'),
    wide: true,
  },
  { section: 'products', count: 'products' },
  { section: 'brands', count: 'brands' },
  { section: 'categories', count: 'categories' },
  { section: 'variants', count: 'variants' },
];

const tiles = TILES.map(({ section, count, label, to, wide }) => {
  const s = ADMIN_SECTIONS.find((x) => x.key === section);
  if (!s) throw new Error(`Unknown admin section: ${section}`);
  return { ...s, label: label ?? s.label, path: to ?? s.path, count, wide };
});

const formatCount = new Intl.NumberFormat('en-PH');

/**
 * `counts` undefined while loading (same-size placeholders, so nothing moves when the numbers
 * arrive) and null when they could not be read (tiles stay, as links, with a dash).
 */
export function CountTiles({ counts }: { counts: DashboardCounts | null | undefined }) {
  // Only the tiles of sections the role may open (docs/product.md §23): no lead count for an editor.
  const allowed = useCan();
  const shown = tiles.filter((tile) => !tile.permission || allowed(tile.permission));
  const verb = allowed('catalog.write') ? 'Manage' : 'View';
  return (
    <ul
      aria-label="Catalogue totals"
      aria-busy={counts === undefined || undefined}
      className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] sm:gap-4 xl:grid-cols-2"
    >
      {shown.map((tile) => (
        <li key={tile.key} className={tile.wide ? 'col-span-2 sm:col-span-1 xl:col-span-2' : undefined}>
          <Link
            to={tile.path}
            className="group flex h-full flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm transition-colors hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:p-5"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-neutral-700">{tile.label}</span>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-charcoal text-brand">
                <tile.icon aria-hidden className="size-5" />
              </span>
            </span>
            {counts === undefined ? (
              <span aria-hidden className="block h-9 w-16 rounded bg-neutral-200 motion-safe:animate-pulse" />
            ) : (
              <span className="text-3xl leading-9 font-semibold text-charcoal tabular-nums">
                {counts && counts[tile.count] != null ? formatCount.format(counts[tile.count] ?? 0) : '–'}
              </span>
            )}
            <span className="mt-auto inline-flex items-center gap-1 text-sm text-neutral-600 group-hover:text-charcoal">
              {tile.key === 'inquiries' ? 'Open' : verb}
              <ArrowRight aria-hidden className="size-4" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
