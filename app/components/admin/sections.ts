import {
  FileText,
  Image,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  Package,
  RotateCcwClock,
  Ruler,
  ScrollText,
  Settings,
  Shapes,
  ShieldCheck,
  Tag,
  Trash2,
  User,
  Users,
  Wrench,
} from 'lucide-react';
import { adminPaths } from '#common/admin-paths';
import type { Permission } from '#common/permissions';

// The admin sections of docs/product.md §4, each at its own address so reload and back work: the one
// list (STYLE rule 25) app/routes.ts builds the admin's routes from, the sidebar lists and the
// permission checks read. The sidebar lists the seven of docs/product.md §4 in order, with the
// Inquiries inbox after the Dashboard; the rest are reached from the user menu or the header. Each
// names the permission it needs (docs/product.md §23, common/permissions.ts): the sidebar lists only
// what the role may open, and the layout shows "no access" for the rest.
export interface AdminSection {
  key: string;
  label: string;
  /** Heading shown in the header when the section is open. */
  title: string;
  /** Its address, /admin/… (adminPaths in common/admin-paths.ts for the ones linked from elsewhere). */
  path: string;
  /** Its page, a route module in app/routes/admin/ (without .tsx). */
  module: string;
  /** Further pages inside it: their address under /admin and route module (the same permission). */
  pages?: readonly (readonly [path: string, module: string])[];
  icon: LucideIcon;
  inSidebar: boolean;
  /** What a role needs to open it (common/permissions.ts); none: every staff member (Profile). */
  permission?: Permission;
  /** What a role needs to change anything in it; without it the section is shown read-only. */
  writePermission?: Permission;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    title: 'Dashboard',
    path: adminPaths.root(),
    module: 'dashboard',
    icon: LayoutDashboard,
    inSidebar: true,
    permission: 'dashboard.read',
  },
  {
    key: 'inquiries',
    label: 'Inquiries',
    title: 'Inquiries',
    path: adminPaths.inquiries(),
    module: 'inquiries',
    pages: [['inquiries/:id', 'inquiry-detail']],
    icon: Inbox,
    inSidebar: true,
    permission: 'leads.read',
  },
  {
    key: 'hero',
    label: 'Hero Section',
    title: 'Featured Products',
    path: adminPaths.hero(),
    module: 'hero',
    icon: Image,
    inSidebar: true,
    permission: 'catalog.read',
    writePermission: 'catalog.write',
  },
  {
    key: 'news',
    label: 'News',
    title: 'News Management',
    path: adminPaths.news(),
    module: 'news',
    icon: FileText,
    inSidebar: true,
    permission: 'catalog.read',
    writePermission: 'catalog.write',
  },
  {
    key: 'brands',
    label: 'Brands',
    title: 'Brand Management',
    path: adminPaths.brands(),
    module: 'brands',
    icon: Tag,
    inSidebar: true,
    permission: 'catalog.read',
    writePermission: 'catalog.write',
  },
  {
    key: 'categories',
    label: 'Categories',
    title: 'Category Management',
    path: adminPaths.categories(),
    module: 'categories',
    icon: Shapes,
    inSidebar: true,
    permission: 'catalog.read',
    writePermission: 'catalog.write',
  },
  {
    key: 'products',
    label: 'Products',
    title: 'Product Management',
    path: adminPaths.products(),
    module: 'products',
    pages: [['products/:id/specs', 'product-specs']],
    icon: Package,
    inSidebar: true,
    permission: 'catalog.read',
    writePermission: 'catalog.write',
  },
  {
    key: 'variants',
    label: 'Variants',
    title: 'Variant Management',
    path: adminPaths.variants(),
    module: 'variants',
    icon: Wrench,
    inSidebar: true,
    permission: 'catalog.read',
    writePermission: 'catalog.write',
  },
  {
    // The parameter dictionary and its Review list (docs/product.md §17).
    key: 'parameters',
    label: 'Parameters',
    title: 'Parameter Dictionary',
    path: adminPaths.parameters(),
    module: 'parameters',
    icon: Ruler,
    inSidebar: true,
    permission: 'catalog.read',
    writePermission: 'catalog.write',
  },
  {
    // Where buyers call and visit (docs/product.md §28).
    key: 'branches',
    label: 'Branches',
    title: 'Branches',
    path: adminPaths.branches(),
    module: 'branches',
    pages: [['branches/:id/stock', 'branch-stock']],
    icon: MapPin,
    inSidebar: true,
    permission: 'catalog.read',
    writePermission: 'catalog.write',
  },
  {
    key: 'settings',
    label: 'Settings',
    title: 'Settings',
    path: adminPaths.settings(),
    module: 'settings',
    icon: Settings,
    inSidebar: true,
    permission: 'settings.read',
    writePermission: 'settings.write',
  },
  {
    key: 'users',
    label: 'Users',
    title: 'User Management',
    path: adminPaths.users(),
    module: 'users',
    icon: Users,
    inSidebar: true,
    permission: 'users.read',
    writePermission: 'users.write',
  },
  {
    // Data-subject requests under RA 10173 (docs/product.md §21).
    key: 'privacy',
    label: 'Privacy requests',
    title: 'Privacy Requests',
    path: adminPaths.privacy(),
    module: 'privacy',
    icon: ShieldCheck,
    inSidebar: true,
    permission: 'privacy.manage',
  },
  {
    // Who opened whose personal data (docs/product.md §23): admins and managers.
    key: 'access-log',
    label: 'Access log',
    title: 'Personal Data Access Log',
    path: adminPaths.accessLog(),
    module: 'access-log',
    icon: ScrollText,
    inSidebar: true,
    permission: 'access_log.read',
  },
  {
    // Who changed what, and revert (docs/product.md §26): every staff role, each seeing the records
    // it may read.
    key: 'activity',
    label: 'Activity',
    title: 'Activity',
    path: adminPaths.activity(),
    module: 'activity',
    icon: RotateCcwClock,
    inSidebar: true,
    permission: 'audit.read',
  },
  {
    // Deleted catalogue records and news, restorable for TRASH_DAYS (docs/product.md §26).
    key: 'trash',
    label: 'Trash',
    title: 'Trash',
    path: `${adminPaths.root()}/trash`,
    module: 'trash',
    icon: Trash2,
    inSidebar: true,
    permission: 'catalog.read',
    writePermission: 'catalog.write',
  },
  {
    key: 'profile',
    label: 'My Profile',
    title: 'My Profile',
    path: adminPaths.profile(),
    module: 'profile',
    icon: User,
    inSidebar: false,
  },
];

const ADMIN = adminPaths.root();

/** Each admin page's address under /admin ('' for the dashboard) and its module, for app/routes.ts. */
export const adminRoutes = (): (readonly [path: string, module: string])[] =>
  ADMIN_SECTIONS.flatMap((s) => [[s.path.slice(ADMIN.length + 1), s.module] as const, ...(s.pages ?? [])]);

/** The section an address belongs to (longest matching path), for the header title and active link. */
export function sectionFor(pathname: string): AdminSection {
  const path = pathname.replace(/\/+$/, '') || adminPaths.root();
  return (
    ADMIN_SECTIONS.filter((s) => path === s.path || path.startsWith(`${s.path}/`)).sort(
      (a, b) => b.path.length - a.path.length,
    )[0] ?? ADMIN_SECTIONS[0]
  );
}

/** The sidebar's sections a role may open. */
export const sidebarSections = (allowed: (permission: Permission) => boolean) =>
  ADMIN_SECTIONS.filter((s) => s.inSidebar && (!s.permission || allowed(s.permission)));
