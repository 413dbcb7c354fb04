import { BackLink } from '#app/components/admin/back-link';
import { BranchStock } from '#app/components/admin/branches/branch-stock';
import { useIdParam } from '#app/components/admin/record-id';
import { adminPaths } from '#common/admin-paths';

// One branch's stock list (docs/product.md §28 "Availability"), at /admin/branches/:id/stock,
// reached from the Branches list: every variant with its status there, many saved at once.
export default function AdminBranchStock() {
  const id = useIdParam();
  return (
    <div className="grid min-w-0 gap-4">
      <BackLink to={adminPaths.branches()}>Back to branches</BackLink>
      {id === undefined ? (
        <p className="rounded-lg border border-neutral-200 bg-white p-6">Branch not found.</p>
      ) : (
        <BranchStock branchId={id} />
      )}
    </div>
  );
}
