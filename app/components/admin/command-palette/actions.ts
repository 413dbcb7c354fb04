import { adminPaths } from '#common/admin-paths';
import type { Permission } from '#common/permissions';
import { ADMIN_SECTIONS } from '../sections';
import { SETTINGS_TABS } from '../settings/settings-values';

// What Cmd+K can do besides finding records (docs/product.md §26): go to any section the role may
// open, to one tab of Settings, or start a new variant, product, article, brand or category. A small list kept in the browser, each
// action with the permission it needs (common/permissions.ts): a role never sees one it cannot use.

interface PaletteAction {
  id: string;
  label: string;
  url: string;
  permission?: Permission;
}

const PALETTE_ACTIONS: readonly PaletteAction[] = [
  { id: 'new-variant', label: 'New variant', url: adminPaths.variantNew(), permission: 'catalog.write' },
  {
    id: 'new-product',
    label: 'New product',
    url: adminPaths.record('products'),
    permission: 'catalog.write',
  },
  { id: 'new-article', label: 'New article', url: adminPaths.record('news'), permission: 'catalog.write' },
  { id: 'new-brand', label: 'New brand', url: adminPaths.record('brands'), permission: 'catalog.write' },
  {
    id: 'new-category',
    label: 'New category',
    url: adminPaths.record('categories'),
    permission: 'catalog.write',
  },
  ...ADMIN_SECTIONS.map((s) => ({
    id: `go-${s.key}`,
    label: `Go to ${s.label}`,
    url: s.path,
    permission: s.permission,
  })),
  ...SETTINGS_TABS.map((t) => ({
    id: `go-settings-${t.id}`,
    label: `Go to Settings → ${t.label}`,
    url: adminPaths.settings(t.id),
    permission: 'settings.read' as const,
  })),
];

/** The actions `allowed` lets the role use whose label holds every word of `q` (all for an empty q). */
export function matchingActions(q: string, allowed: (p: Permission) => boolean): PaletteAction[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return PALETTE_ACTIONS.filter(
    (a) =>
      (!a.permission || allowed(a.permission)) &&
      words.every((w) => a.label.toLowerCase().replace('→', ' ').includes(w)),
  );
}
