// What a branch offers (docs/product.md §28), apart from the branch schema so the public pages
// can name the services without loading the schemas' code.

export const BRANCH_SERVICES = ['sales', 'parts', 'service', 'rental'] as const;
export type BranchService = (typeof BRANCH_SERVICES)[number];
export const BRANCH_SERVICE_LABELS: Record<BranchService, string> = {
  sales: 'Sales',
  parts: 'Parts',
  service: 'Service',
  rental: 'Rental',
};
