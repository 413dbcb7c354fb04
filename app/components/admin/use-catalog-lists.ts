import { useAdminQuery } from '#app/components/admin/admin-api';
import { MAX_ALL_PER_PAGE } from '#common/constants';
import type { AdminBranch } from '#common/schemas/branches';
import type { AdminBrand } from '#common/schemas/brand';
import type { AdminCategory } from '#common/schemas/category';
import type { Paginated } from '#common/schemas/pagination';

/**
 * Every brand and every category, for the screens that choose among them (the product editor, the
 * routing rules' match fields): one cached query each, so both read the same lists.
 */
export function useCatalogLists() {
  const brands = useAdminQuery<Paginated<AdminBrand>>(
    ['brands', 'options'],
    `/admin/brands?per_page=${MAX_ALL_PER_PAGE}`,
  );
  const categories = useAdminQuery<Paginated<AdminCategory>>(
    ['categories', 'options'],
    `/admin/categories?per_page=${MAX_ALL_PER_PAGE}`,
  );
  return { brands, categories };
}

/** Every branch, for a choice of one (a routing rule's branch). */
export function useBranchChoices() {
  const branches = useAdminQuery<Paginated<AdminBranch>>(
    ['branches', 'options'],
    `/admin/branches?per_page=${MAX_ALL_PER_PAGE}`,
  );
  return branches.data?.data ?? [];
}
