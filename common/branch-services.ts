import { labelled } from './labelled';

// What a branch offers (docs/product.md §28), apart from the branch schema so the public pages
// can name the services without loading the schemas' code.

export const { values: BRANCH_SERVICES, labels: BRANCH_SERVICE_LABELS } = labelled({
  sales: 'Sales',
  parts: 'Parts',
  service: 'Service',
  rental: 'Rental',
});
export type BranchService = (typeof BRANCH_SERVICES)[number];
