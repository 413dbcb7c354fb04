// The admin's addresses that are linked to (docs/product.md §4): the sections' list
// (app/components/admin/sections.ts, from which app/routes.ts builds the routes and the sidebar its
// links) and every link call adminPaths, and the staff e-mail links to an inquiry through it.

const ADMIN = '/admin';

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

/** The list sections whose editor opens from the address (app/components/admin/use-editor-link.ts). */
type RecordSection = 'brands' | 'categories' | 'products' | 'variants' | 'news' | 'branches';

export const adminPaths = {
  root: () => ADMIN,
  hero: () => `${ADMIN}/hero`,
  news: () => `${ADMIN}/news`,
  /** A list section with one record's editor open, or a new record's (`id` omitted). */
  record: (section: RecordSection, id?: number) =>
    query(`${ADMIN}/${section}`, id === undefined ? { new: 1 } : { edit: id }),
  brands: () => `${ADMIN}/brands`,
  categories: () => `${ADMIN}/categories`,
  products: () => `${ADMIN}/products`,
  /** The specifications grid of a product (docs/product.md §17). */
  productSpecs: (productId: number) => `${ADMIN}/products/${productId}/specs`,
  variants: () => `${ADMIN}/variants`,
  /** The variants section opens that variant's editor, or a new one for the product. */
  variantEdit: (variantId: number) => query(`${ADMIN}/variants`, { edit: variantId }),
  variantNew: (productId?: number) =>
    query(`${ADMIN}/variants`, productId === undefined ? { new: 1 } : { new: 1, product: productId }),
  parameters: () => `${ADMIN}/parameters`,
  branches: () => `${ADMIN}/branches`,
  /** One branch's stock list (docs/product.md §28 "Availability"). */
  branchStock: (id: number) => `${ADMIN}/branches/${id}/stock`,
  /** Settings, optionally at one tab (Cmd+K's "Settings → Leads", docs/product.md §26). */
  settings: (tab?: string) => (tab ? query(`${ADMIN}/settings`, { tab }) : `${ADMIN}/settings`),
  users: () => `${ADMIN}/users`,
  profile: () => `${ADMIN}/profile`,
  /** The inquiries inbox, optionally filtered by status. */
  inquiries: (status?: string) => (status ? query(`${ADMIN}/inquiries`, { status }) : `${ADMIN}/inquiries`),
  /** One inquiry: the address the staff e-mail links to. */
  inquiry: (id: number) => `${ADMIN}/inquiries/${id}`,
  privacy: () => `${ADMIN}/privacy`,
  /** Who changed what (docs/product.md §26.1), optionally of one kind of record, or one record. */
  activity: ({ entity, entity_id }: { entity?: string; entity_id?: string } = {}) =>
    entity ? query(`${ADMIN}/activity`, entity_id ? { entity, entity_id } : { entity }) : `${ADMIN}/activity`,
  /** Who opened whose personal data (docs/product.md §23), optionally filtered by lead or person. */
  accessLog: ({ user_id, lead_id }: { user_id?: number; lead_id?: number } = {}) => {
    const params: Record<string, number> = {};
    if (user_id) params.user_id = user_id;
    if (lead_id) params.lead_id = lead_id;
    return user_id || lead_id ? query(`${ADMIN}/access-log`, params) : `${ADMIN}/access-log`;
  },
};

/** Whether an address is inside the admin. */
export const isAdminPath = (pathname: string) => pathname === ADMIN || pathname.startsWith(`${ADMIN}/`);
