import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BranchStock } from '#app/components/admin/branches/branch-stock';
import { adminPaths } from '#common/admin-paths';

// One branch's stock list (docs/product.md §28 "Availability"), at /admin/branches/:id/stock,
// reached from the Branches list: every variant with its status there, many saved at once.
export default function AdminBranchStock() {
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  return (
    <div className="grid min-w-0 gap-4">
      <Link
        to={adminPaths.branches()}
        className="inline-flex items-center gap-1 justify-self-start rounded-md py-1 text-sm font-medium text-charcoal underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to branches
      </Link>
      {id === undefined ? (
        <p className="rounded-lg border border-neutral-200 bg-white p-6">Branch not found.</p>
      ) : (
        <BranchStock branchId={id} />
      )}
    </div>
  );
}
