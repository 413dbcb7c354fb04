import type { ComponentType } from 'react';
import { ParameterList } from '#app/components/admin/parameters/parameter-list';
import AdminAccessLogSection from '#app/routes/admin/access-log';
import AdminBranchesSection from '#app/routes/admin/branches';
import AdminBrandsSection from '#app/routes/admin/brands';
import AdminCategoriesSection from '#app/routes/admin/categories';
import AdminInquiriesSection from '#app/routes/admin/inquiries';
import AdminNewsSection from '#app/routes/admin/news';
import AdminProductsSection from '#app/routes/admin/products';
import AdminUsersSection from '#app/routes/admin/users';
import AdminVariantsSection from '#app/routes/admin/variants';
import type { StaffRole } from '#common/permissions';
import { accessLogSchema } from '#common/schemas/access-log';
import { adminBranchSchema } from '#common/schemas/branches';
import { adminBrandSchema } from '#common/schemas/brand';
import { adminCategorySchema } from '#common/schemas/category';
import { leadAssigneesSchema, leadCountsSchema, leadListSchema } from '#common/schemas/leads';
import { newsPageSchema } from '#common/schemas/news';
import { pageOf, paginatedSchema } from '#common/schemas/pagination';
import { parameterSchema } from '#common/schemas/parameters';
import { productSchema } from '#common/schemas/product';
import { trashConfirmation } from '#common/schemas/trash';
import { usersResponseSchema } from '#common/schemas/users';
import { adminVariantSchema } from '#common/schemas/variant';
import { answer, type PageShape, serveList, serveUploadTarget } from './api';
import * as make from './records';
import { renderScreen } from './render';

// The back office's list sections as the shared suite (app/components/admin/list-sections.test.tsx)
// sees them: where each lives, what its API answers, and the product's words for its states
// (docs/product.md §4, §6, §9, §23). A new list section is one entry here.

/** What a role sees: the section's own buttons, and each row's buttons (by their first word). */
interface RoleView {
  role: StaffRole;
  toolbar: string[];
  row: string[];
}

export interface ListSection {
  name: string;
  Screen: ComponentType;
  /** The section's address in the back office. */
  url: string;
  /** The list's API path (without /api). */
  api: string;
  /** A row of the list, numbered. */
  record: (id: number) => unknown;
  /** How the row is named on screen (and what the fake server searches). */
  label: (record: never) => string;
  /** The list's answer: its schema, and how a page is wrapped when not the plain page. */
  schema: import('zod').ZodType;
  shape?: PageShape;
  loading: string;
  empty: string;
  /** What it says when a search finds nothing, when not `empty`. */
  emptySearched?: string;
  /** The failure text, before ": <the server's reason>". */
  failed: string;
  /** Whether the failure text adds the server's reason (news says its fixed text only). */
  withReason: boolean;
  /** The search box, and whether it searches as you type or on Enter; none: no search box. */
  search?: { label: string; on: 'typing' | 'enter' };
  /** The pager's name and how many page buttons it shows at most; none: one page of everything. */
  pager?: { label: string; buttons: number };
  /** Whether the page size can be chosen. */
  pageSizes: boolean;
  /** What each role sees, the first the one that may change the section. */
  views: RoleView[];
  /** The other reads the screen makes besides its list. */
  alsoServe?: () => void;
  /** How a row is deleted, for the sections that delete (docs/product.md §5, §6). */
  remove?: RemoveTexts;
  /**
   * The section opens a record's editor from ?edit=<id>: GET {api}/{id}'s answer for a record, and
   * the other reads its editor makes.
   */
  editLink?: { detail: (record: unknown) => unknown; editorReads: () => void };
}

export interface RemoveTexts {
  /** DELETE /api{path} for record `id`. */
  path: string;
  title: (label: string) => string;
  question: string;
  confirm: string;
  done: string;
  failed: string;
  /** A failure told in the section's banner, or in the "Delete Failed" alert to acknowledge. */
  failureIn: 'banner' | 'dialog';
}

/** A picker's list of two records (the editors' brand and category choices). */
const pickerList = (api: string, record: (id: number) => { name: string }, item: import('zod').ZodType) =>
  serveList(api, make.many(2, record), {
    text: (r) => (r as { name: string }).name,
    schema: paginatedSchema(item),
  });

const staffList = () => answer('/admin/users', { success: true, data: [] }, usersResponseSchema);

export const LIST_SECTIONS: ListSection[] = [
  {
    name: 'Brands',
    editLink: { detail: (r) => r, editorReads: () => serveUploadTarget() },
    Screen: AdminBrandsSection,
    url: '/admin/brands',
    api: '/admin/brands',
    record: (id) => make.brand(id),
    label: (r: { name: string }) => r.name,
    schema: paginatedSchema(adminBrandSchema),
    loading: 'Loading brands...',
    empty: 'No brands found',
    failed: 'Failed to fetch brands',
    remove: {
      path: '/admin/brands/:id',
      title: (label) => `Delete ${label}?`,
      question: trashConfirmation('brand'),
      confirm: 'Delete',
      done: 'Brand has been deleted successfully',
      failed: 'Failed to delete brand',
      failureIn: 'banner',
    },
    withReason: true,
    search: { label: 'Search brands', on: 'typing' },
    pager: { label: 'Brand pages', buttons: 5 },
    pageSizes: true,
    views: [
      { role: 'editor', toolbar: ['Add Brand'], row: ['Edit', 'Delete'] },
      { role: 'viewer', toolbar: [], row: ['View'] },
    ],
  },
  {
    name: 'Categories',
    editLink: {
      detail: (r) => r,
      editorReads: () => {
        serveUploadTarget();
        pickerList('/admin/brands', make.brand, adminBrandSchema);
      },
    },
    Screen: AdminCategoriesSection,
    url: '/admin/categories',
    api: '/admin/categories',
    record: (id) => make.category(id),
    label: (r: { name: string }) => r.name,
    schema: paginatedSchema(adminCategorySchema),
    loading: 'Loading categories...',
    empty: 'No categories found',
    failed: 'Failed to fetch categories',
    remove: {
      path: '/admin/categories/:id',
      title: (label) => `Delete ${label}?`,
      question: trashConfirmation('category'),
      confirm: 'Delete',
      done: 'Category deleted successfully!',
      failed: 'Failed to delete category',
      failureIn: 'banner',
    },
    withReason: true,
    search: { label: 'Search categories', on: 'typing' },
    pager: { label: 'Category pages', buttons: 5 },
    pageSizes: true,
    views: [
      { role: 'admin', toolbar: ['Add Category'], row: ['Edit', 'Delete'] },
      { role: 'manager', toolbar: [], row: ['View'] },
    ],
  },
  {
    name: 'Products',
    editLink: {
      detail: (r) => ({ ...(r as object), variants: [] }),
      editorReads: () => {
        serveUploadTarget();
        pickerList('/admin/brands', make.brand, adminBrandSchema);
        pickerList('/admin/categories', make.category, adminCategorySchema);
      },
    },
    Screen: AdminProductsSection,
    url: '/admin/products',
    api: '/admin/products',
    record: (id) => make.product(id),
    label: (r: { name: string }) => r.name,
    schema: paginatedSchema(productSchema),
    loading: 'Loading products...',
    empty: 'No products found',
    failed: 'Failed to fetch products',
    remove: {
      path: '/admin/products/:id',
      title: (label) => `Delete ${label}?`,
      question: trashConfirmation('product'),
      confirm: 'Delete',
      done: 'Product deleted successfully!',
      failed: 'Failed to delete product',
      failureIn: 'banner',
    },
    withReason: true,
    search: { label: 'Search products', on: 'typing' },
    pager: { label: 'Product pages', buttons: 10 },
    pageSizes: true,
    views: [
      { role: 'editor', toolbar: ['Add Product'], row: ['Edit', 'Delete'] },
      { role: 'viewer', toolbar: [], row: ['View'] },
    ],
  },
  {
    name: 'Variants',
    Screen: AdminVariantsSection,
    url: '/admin/variants',
    api: '/admin/variants',
    record: (id) => make.variant(id),
    label: (r: { name: string }) => r.name,
    schema: paginatedSchema(adminVariantSchema),
    // The price column reads the site's currency (docs/product.md §25.1).
    alsoServe: () => answer('/public/settings', { success: true, data: { currency: 'PHP' } }),
    loading: 'Loading variants...',
    empty: 'No variants found. Add your first variant!',
    failed: 'Failed to fetch data',
    remove: {
      path: '/admin/variants/:id',
      title: () => 'Are you sure?',
      question: trashConfirmation('variant'),
      confirm: 'Yes, delete it',
      done: 'Deleted! Variant has been deleted successfully.',
      failed: 'Failed to delete variant',
      failureIn: 'dialog',
    },
    withReason: true,
    search: { label: 'Search variants', on: 'enter' },
    pager: { label: 'Variant pages', buttons: 10 },
    pageSizes: true,
    views: [
      { role: 'editor', toolbar: ['Export', 'Add Variant'], row: ['Clone', 'Edit', 'Delete'] },
      { role: 'sales', toolbar: ['Export'], row: ['View'] },
    ],
  },
  {
    name: 'News',
    editLink: { detail: (r) => ({ success: true, data: r }), editorReads: () => serveUploadTarget() },
    Screen: AdminNewsSection,
    url: '/admin/news',
    api: '/admin/news',
    record: (id) => make.article(id),
    label: (r: { title: string }) => r.title,
    schema: newsPageSchema,
    shape: (rows, total, page, perPage) => ({ success: true, data: pageOf(rows, total, page, perPage) }),
    loading: 'Loading news articles...',
    empty: 'No news articles found',
    failed: 'Failed to load news articles',
    // Articles are written through /public/news, as the original client writes them.
    remove: {
      path: '/public/news/:id',
      title: () => 'Are you sure?',
      question: trashConfirmation('news article'),
      confirm: 'Delete',
      done: 'News article has been deleted.',
      failed: 'Failed to delete news article',
      failureIn: 'banner',
    },
    withReason: false,
    search: { label: 'Search news articles', on: 'typing' },
    pager: { label: 'Pagination', buttons: 5 },
    pageSizes: false,
    views: [
      { role: 'admin', toolbar: ['Create News Article'], row: ['View', 'Edit', 'Delete'] },
      { role: 'viewer', toolbar: [], row: ['View'] },
    ],
  },
  {
    name: 'Branches',
    editLink: {
      detail: (r) => r,
      editorReads: () => {
        serveUploadTarget();
        answer('/admin/branches/staff', { success: true, data: [] });
      },
    },
    Screen: AdminBranchesSection,
    url: '/admin/branches',
    api: '/admin/branches',
    record: (id) => make.branch(id),
    label: (r: { name: string }) => r.name,
    schema: paginatedSchema(adminBranchSchema),
    loading: 'Loading branches...',
    empty: 'No branches found',
    failed: 'Failed to fetch branches',
    remove: {
      path: '/admin/branches/:id',
      title: (label) => `Delete ${label}?`,
      question: 'This will permanently delete the branch. This action cannot be undone.',
      confirm: 'Delete',
      done: 'Branch has been deleted successfully',
      failed: 'Failed to delete branch',
      failureIn: 'banner',
    },
    withReason: true,
    search: { label: 'Search branches', on: 'typing' },
    pager: { label: 'Branch pages', buttons: 5 },
    pageSizes: true,
    views: [
      { role: 'editor', toolbar: ['Add Branch'], row: ['Edit', 'Delete'] },
      { role: 'sales', toolbar: [], row: ['View'] },
    ],
  },
  {
    name: 'Parameters',
    Screen: ParameterList,
    url: '/admin/parameters',
    api: '/admin/parameters',
    record: (id) => make.parameter(id),
    label: (r: { name: string }) => r.name,
    schema: paginatedSchema(parameterSchema),
    loading: 'Loading parameters...',
    empty: 'No parameters found',
    failed: 'Failed to fetch parameters',
    remove: {
      path: '/admin/parameters/:id',
      title: (label) => `Delete ${label}?`,
      question:
        'Its specifications stay on their variants as published, no longer read as this parameter. This action cannot be undone.',
      confirm: 'Delete',
      done: 'Parameter has been deleted successfully',
      failed: 'Failed to delete parameter',
      failureIn: 'banner',
    },
    withReason: true,
    search: { label: 'Search parameters', on: 'typing' },
    pager: { label: 'Parameter pages', buttons: 5 },
    pageSizes: true,
    views: [
      { role: 'editor', toolbar: ['Add Parameter'], row: ['Edit', 'Merge', 'Delete'] },
      { role: 'viewer', toolbar: [], row: ['View'] },
    ],
  },
  {
    name: 'Inquiries',
    Screen: AdminInquiriesSection,
    url: '/admin/inquiries',
    api: '/admin/leads',
    record: (id) => make.lead(id),
    label: (r: { name: string }) => r.name,
    schema: leadListSchema,
    loading: 'Loading inquiries...',
    empty: 'No inquiries yet. Quote requests and messages from the website appear here.',
    emptySearched: 'No inquiries match these filters.',
    failed: 'Failed to fetch inquiries',
    withReason: true,
    search: { label: 'Search inquiries', on: 'typing' },
    pager: { label: 'Inquiry pages', buttons: 5 },
    pageSizes: true,
    // A row is a link to the inquiry; the export is for the roles that may take personal data out.
    views: [
      { role: 'manager', toolbar: ['Export CSV'], row: [] },
      { role: 'sales', toolbar: [], row: [] },
    ],
    alsoServe: () => {
      answer('/admin/leads/counts', { new: 0, contacted: 0, closed: 0, spam: 0, total: 0 }, leadCountsSchema);
      answer('/admin/leads/assignees', { success: true, data: [] }, leadAssigneesSchema);
    },
  },
  {
    name: 'Access log',
    Screen: AdminAccessLogSection,
    url: '/admin/access-log',
    api: '/admin/access-log',
    record: (id) => make.accessEntry(id, { lead_id: 1000 + id }),
    label: (r: { lead_id: number }) => `Inquiry #${r.lead_id}`,
    schema: accessLogSchema,
    loading: 'Loading the access log...',
    empty: 'Nothing has been recorded yet.',
    failed: 'Failed to fetch the access log',
    withReason: true,
    pager: { label: 'Access log pages', buttons: 5 },
    pageSizes: true,
    views: [{ role: 'manager', toolbar: [], row: [] }],
    alsoServe: staffList,
  },
  {
    name: 'Users',
    Screen: AdminUsersSection,
    url: '/admin/users',
    api: '/admin/users',
    record: (id) => make.staffUser(id + 1),
    label: (r: { name: string }) => r.name,
    schema: usersResponseSchema,
    shape: (rows) => ({ success: true, data: rows }),
    loading: 'Loading users...',
    empty: 'No users found',
    failed: 'Failed to fetch users',
    withReason: true,
    pageSizes: false,
    views: [
      { role: 'admin', toolbar: ['Add user'], row: ['Manage'] },
      { role: 'manager', toolbar: [], row: [] },
    ],
  },
];

/**
 * Opens `section` as `role` (default: the first of its views) with `records` on the fake server
 * (or that many of its numbered records); `label(id)` is how numbered record `id` is named on screen.
 */
export function openSection(
  section: ListSection,
  records: number | unknown[],
  { role, url }: { role?: StaffRole; url?: string } = {},
) {
  section.alsoServe?.();
  const rows = typeof records === 'number' ? make.many(records, section.record) : records;
  const list = serveList(section.api, rows, {
    text: (record) => section.label(record as never),
    schema: section.schema,
    shape: section.shape,
    paged: section.pager !== undefined,
  });
  const view = renderScreen(section.Screen, { url: url ?? section.url, role: role ?? section.views[0].role });
  const label = (id: number) => section.label(section.record(id) as never);
  return { ...view, list, label };
}

/** The section named `name`. */
export const listSection = (name: string) => {
  const section = LIST_SECTIONS.find((s) => s.name === name);
  if (!section) throw new Error(`No list section ${name}`);
  return section;
};

/** The list request last made: its page and size (the inbox's address leaves the defaults out). */
export function lastAsked(requests: URL[]) {
  const url = requests.at(-1);
  return { page: url?.searchParams.get('page') ?? '1', perPage: url?.searchParams.get('per_page') ?? '10' };
}
