import { BranchEditor } from '#app/components/admin/branches/branch-editor';
import { BranchTable } from '#app/components/admin/branches/branch-table';
import { CrudSection, catalogTexts } from '#app/components/admin/crud-section';
import type { AdminBranch } from '#common/schemas/branches';

// Branches (docs/product.md §28): searchable, paged list with the add/edit modal and delete (refused
// while people still work at the branch).
export default function AdminBranchesSection() {
  return (
    <CrudSection<AdminBranch>
      resource="branches"
      texts={catalogTexts('Branch', 'branches', {
        confirmDelete: 'This will permanently delete the branch. This action cannot be undone.',
        deleted: 'Branch has been deleted successfully',
      })}
      pagerButtons={5}
      table={BranchTable}
      editor={BranchEditor}
    />
  );
}
