import { adminPaths } from '#common/admin-paths';
import { PARAMETER_KEY } from '#common/schemas/parameters';
import { REVIEW_STATUSES, type ReviewStatus } from './parameters-api';

// The Parameters section's address (docs/product.md §17): the dictionary at /admin/parameters, the
// Review list at ?tab=review with its parameter, problem and page, so a reload or Back shows the
// same list. Anything the address holds that makes no sense is ignored.

export interface ReviewFilters {
  parameter?: string;
  status?: ReviewStatus;
  page?: number;
}

export const PARAMETERS_PATH = adminPaths.parameters();

export function readReviewFilters(
  params: URLSearchParams,
): Required<Pick<ReviewFilters, 'page'>> & ReviewFilters {
  const parameter = params.get('parameter') ?? '';
  const status = params.get('status') ?? '';
  const page = params.get('page') ?? '';
  return {
    parameter: PARAMETER_KEY.test(parameter) ? parameter : undefined,
    status: REVIEW_STATUSES.find((s) => s === status),
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

export const isReviewTab = (params: URLSearchParams) => params.get('tab') === 'review';

/** The search's synonym list, the dictionary's neighbour (decision 036). */
export const SYNONYMS_ADDRESS = `${PARAMETERS_PATH}?tab=synonyms`;
export const isSynonymsTab = (params: URLSearchParams) => params.get('tab') === 'synonyms';

/** The address of the Review list with these filters (page 1 is left out). */
export function reviewAddress({ parameter, status, page }: ReviewFilters = {}): string {
  const qs = new URLSearchParams({ tab: 'review' });
  if (parameter) qs.set('parameter', parameter);
  if (status) qs.set('status', status);
  if (page && page > 1) qs.set('page', String(page));
  return `${PARAMETERS_PATH}?${qs}`;
}
