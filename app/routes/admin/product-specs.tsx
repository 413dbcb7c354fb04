import { failureText, useAdminQuery } from '#app/components/admin/admin-api';
import { BackLink } from '#app/components/admin/back-link';
import { ReadOnlyFields } from '#app/components/admin/editor-form';
import { LoadFailure } from '#app/components/admin/list-failure';
import { useIdParam } from '#app/components/admin/record-id';
import { SectionHead } from '#app/components/admin/section-head';
import { SpecGridEditor } from '#app/components/admin/spec-grid/spec-grid-editor';
import { ApiError } from '#app/lib/api';
import { adminPaths } from '#common/admin-paths';
import type { SpecGrid } from '#common/schemas/spec-grid';

// The specifications grid of one product (docs/product.md §17), at /admin/products/:id/specs,
// reached from the product editor's list of variants.
const BOX = 'rounded-lg border border-neutral-200 bg-white p-6';

export default function AdminProductSpecs() {
  const id = useIdParam();
  const grid = useAdminQuery<{ data: SpecGrid }>(
    ['products', 'spec-grid', id],
    `/admin/products/${id}/spec-grid`,
    id !== undefined,
  );
  const missing = id === undefined || (grid.error instanceof ApiError && grid.error.status === 404);
  const product = grid.data?.data.product;

  return (
    <div className="grid min-w-0 gap-4">
      <BackLink to={adminPaths.products()}>Back to products</BackLink>
      <SectionHead title={<>Specifications{product ? `: ${product.name}` : ''}</>}>
        Every variant of the product against its technical parameters, edited and saved together.
      </SectionHead>
      {missing ? (
        <p className={`${BOX} text-neutral-700`}>Product not found.</p>
      ) : grid.isError ? (
        <div className={BOX}>
          <LoadFailure
            text={failureText(grid.error, 'Failed to load specifications')}
            onRetry={() => void grid.refetch()}
          />
        </div>
      ) : !grid.data ? (
        <p role="status" className={`${BOX} text-neutral-600`}>
          Loading specifications...
        </p>
      ) : (
        // Mounted once per product: a refetch in the background never replaces edits on screen.
        <div className="min-w-0">
          <ReadOnlyFields>
            <SpecGridEditor key={id} initial={grid.data.data} />
          </ReadOnlyFields>
        </div>
      )}
    </div>
  );
}
