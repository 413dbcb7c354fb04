// Who may do what in the back office (docs/product.md §23, decision 046). This table is the one
// place a role's rights are written: every /api/admin route declares one permission and the
// server's hook asks `can` (server/plugins/permissions.ts); the back office asks the same function
// to hide what a role may not use. Record-level rules (a sales rep's own leads) are not here but in
// the leads service, because they depend on the lead, not on the route.

/** Staff roles, from most to least rights; `user` is a site account with no back office. */
export const STAFF_ROLES = ['admin', 'manager', 'sales', 'editor', 'viewer'] as const;
export const ROLES = [...STAFF_ROLES, 'user'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Sales manager',
  sales: 'Sales',
  editor: 'Editor',
  viewer: 'Viewer',
  user: 'User',
};

export const PERMISSIONS = [
  /** The dashboard's figures without personal data: catalogue counts, interest, search misses. */
  'dashboard.read',
  /** Catalogue, news, hero, media and parameters: read, and write. */
  'catalog.read',
  'catalog.write',
  /** Where machines are: availability per variant and branch (docs/product.md §28), the people who
   * know the stock. */
  'stock.write',
  /** Leads (inquiries, quote lists): read, change status and note. Sales: only their own leads. */
  'leads.read',
  'leads.work',
  /** Assign any lead to anyone (a sales rep may only take an unassigned one, when Settings allow). */
  'leads.assign',
  'leads.export',
  /** Build and send priced quotations from a lead (a sales rep: on their own leads). */
  'quotations.write',
  'users.read',
  'users.write',
  'settings.read',
  'settings.write',
  /** Privacy requests (search, export, erase) and the record of who opened personal data. */
  'privacy.manage',
  'access_log.read',
  /** The audit trail (docs/product.md §26): each entity's entries still need that entity's read
   * permission; a revert needs its write permission too (common/schemas/audit.ts). */
  'audit.read',
  'audit.revert',
  /** Removing a deleted record from the trash before its time (restoring needs catalog.write). */
  'trash.purge',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const CATALOG_READER: Permission[] = ['dashboard.read', 'catalog.read', 'audit.read'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  manager: [
    ...CATALOG_READER,
    'stock.write',
    'leads.read',
    'leads.work',
    'leads.assign',
    'leads.export',
    'quotations.write',
    'users.read',
    'settings.read',
    'privacy.manage',
    'access_log.read',
  ],
  sales: [...CATALOG_READER, 'stock.write', 'leads.read', 'leads.work', 'quotations.write'],
  editor: [...CATALOG_READER, 'catalog.write', 'stock.write', 'audit.revert'],
  viewer: CATALOG_READER,
  user: [],
};

export function can(role: Role | undefined | null, permission: Permission): boolean {
  return role ? ROLE_PERMISSIONS[role].includes(permission) : false;
}

export const isStaff = (role: Role | undefined | null): boolean =>
  !!role && (STAFF_ROLES as readonly string[]).includes(role);

/** Sales reps see only the leads assigned to them (and unassigned ones when Settings allow). */
export const seesOnlyOwnLeads = (role: Role): boolean =>
  can(role, 'leads.read') && !can(role, 'leads.assign');

/** The API's 403 for a staff role without the route's permission. */
export const ROLE_FORBIDDEN = 'Your role does not allow this.';
/** The back office's page for a section the role may not open. */
export const NO_ACCESS_TITLE = 'You do not have access to this section';
