import {
  FileText,
  Image,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Ruler,
  Settings,
  Shapes,
  ShieldCheck,
  Tag,
  User,
  Users,
  Wrench,
} from 'lucide-react';
import { adminPaths } from '#common/admin-paths';

// The admin sections of docs/product.md §4, each at its own address so reload and back work. The sidebar
// lists the seven of docs/product.md §4 in order, with the Inquiries inbox after the Dashboard; the rest are
// reached from the user menu or the header.
export interface AdminSection {
  key: string;
  label: string;
  /** Heading shown in the header when the section is open. */
  title: string;
  path: string;
  icon: LucideIcon;
  inSidebar: boolean;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    title: 'Dashboard',
    path: adminPaths.root(),
    icon: LayoutDashboard,
    inSidebar: true,
  },
  {
    key: 'inquiries',
    label: 'Inquiries',
    title: 'Inquiries',
    path: adminPaths.inquiries(),
    icon: Inbox,
    inSidebar: true,
  },
  {
    key: 'hero',
    label: 'Hero Section',
    title: 'Featured Products',
    path: adminPaths.hero(),
    icon: Image,
    inSidebar: true,
  },
  {
    key: 'news',
    label: 'News',
    title: 'News Management',
    path: adminPaths.news(),
    icon: FileText,
    inSidebar: true,
  },
  {
    key: 'brands',
    label: 'Brands',
    title: 'Brand Management',
    path: adminPaths.brands(),
    icon: Tag,
    inSidebar: true,
  },
  {
    key: 'categories',
    label: 'Categories',
    title: 'Category Management',
    path: adminPaths.categories(),
    icon: Shapes,
    inSidebar: true,
  },
  {
    key: 'products',
    label: 'Products',
    title: 'Product Management',
    path: adminPaths.products(),
    icon: Package,
    inSidebar: true,
  },
  {
    key: 'variants',
    label: 'Variants',
    title: 'Variant Management',
    path: adminPaths.variants(),
    icon: Wrench,
    inSidebar: true,
  },
  {
    // The parameter dictionary and its Review list (docs/product.md §17).
    key: 'parameters',
    label: 'Parameters',
    title: 'Parameter Dictionary',
    path: adminPaths.parameters(),
    icon: Ruler,
    inSidebar: true,
  },
  {
    key: 'settings',
    label: 'Settings',
    title: 'Settings',
    path: adminPaths.settings(),
    icon: Settings,
    inSidebar: true,
  },
  {
    key: 'users',
    label: 'Users',
    title: 'User Management',
    path: adminPaths.users(),
    icon: Users,
    inSidebar: true,
  },
  {
    // Data-subject requests under RA 10173 (docs/product.md §21).
    key: 'privacy',
    label: 'Privacy requests',
    title: 'Privacy Requests',
    path: adminPaths.privacy(),
    icon: ShieldCheck,
    inSidebar: true,
  },
  {
    key: 'profile',
    label: 'My Profile',
    title: 'My Profile',
    path: adminPaths.profile(),
    icon: User,
    inSidebar: false,
  },
];

/** The section an address belongs to (longest matching path), for the header title and active link. */
export function sectionFor(pathname: string): AdminSection {
  const path = pathname.replace(/\/+$/, '') || adminPaths.root();
  return (
    ADMIN_SECTIONS.filter((s) => path === s.path || path.startsWith(`${s.path}/`)).sort(
      (a, b) => b.path.length - a.path.length,
    )[0] ?? ADMIN_SECTIONS[0]
  );
}
