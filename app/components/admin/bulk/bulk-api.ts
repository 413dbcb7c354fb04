import { useAdminMutation } from '#app/components/admin/admin-api';
import type { BulkAction, BulkResource, BulkResult } from '#common/schemas/bulk';

// A list's bulk action and a change set's revert (docs/product.md §26, "Bulk actions and undo"), through the admin's one
// mutation helper: on success every admin list, count and the Activity page refetch.

export interface BulkRequest {
  action: BulkAction;
  /** The ids ticked, or, for "all N matching", the list's search. */
  ids?: number[];
  search?: string;
  category_id?: number;
  product_id?: number;
}

export const useBulkAction = (resource: BulkResource) =>
  useAdminMutation<BulkRequest, BulkResult>((body) => ({
    path: `/admin/${resource}/bulk`,
    method: 'POST',
    body,
  }));

export const useChangeSetRevert = () =>
  useAdminMutation<string, BulkResult>((id) => ({
    path: `/admin/audit/change-sets/${id}/revert`,
    method: 'POST',
  }));
