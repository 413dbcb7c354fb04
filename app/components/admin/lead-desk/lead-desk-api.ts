import { useAdminMutation, useAdminQuery } from '#app/components/admin/admin-api';
import { MAX_ALL_PER_PAGE } from '#common/constants';
import type { AdminBrand } from '#common/schemas/brand';
import type { AdminCategory } from '#common/schemas/category';
import type {
  BusinessHours,
  Holiday,
  LeadRules,
  LeadRulesInput,
  ReplyTemplate,
  ResponseTargets,
} from '#common/schemas/lead-desk';
import type { Paginated } from '#common/schemas/pagination';

// The lead desk's settings API (docs/product.md §24): each card reads its own resource and saves it
// on its own. A write marks every admin query stale (admin-api.ts); the cards keep what is being
// typed, since they take the server's values only when they first load and after their own save.

interface Envelope<T> {
  data: T;
}
export interface Saved<T> {
  message?: string;
  data: T;
}

export const useBusinessHours = () =>
  useAdminQuery<Envelope<BusinessHours>>(['lead-desk', 'business-hours'], '/admin/business-hours');

export const useSaveBusinessHours = () =>
  useAdminMutation<BusinessHours, Saved<BusinessHours>>((body) => ({
    path: '/admin/business-hours',
    method: 'PUT',
    body,
  }));

export const useResponseTargets = () =>
  useAdminQuery<Envelope<ResponseTargets>>(['lead-desk', 'response-targets'], '/admin/response-targets');

export const useSaveResponseTargets = () =>
  useAdminMutation<ResponseTargets, Saved<ResponseTargets>>((body) => ({
    path: '/admin/response-targets',
    method: 'PUT',
    body,
  }));

export const useHolidays = (year: number) =>
  useAdminQuery<Envelope<Holiday[]>>(['lead-desk', 'holidays', year], `/admin/holidays?year=${year}`);

export function useHolidayWrites() {
  const add = useAdminMutation<{ date: string; name: string }, Saved<Holiday>>((body) => ({
    path: '/admin/holidays',
    method: 'POST',
    body,
  }));
  const rename = useAdminMutation<{ id: number; name: string }, Saved<Holiday>>(({ id, name }) => ({
    path: `/admin/holidays/${id}`,
    method: 'PATCH',
    body: { name },
  }));
  const remove = useAdminMutation<number>((id) => ({ path: `/admin/holidays/${id}`, method: 'DELETE' }));
  return { add, rename, remove };
}

export const useLeadRules = () =>
  useAdminQuery<Envelope<LeadRules>>(['lead-desk', 'lead-rules'], '/admin/lead-rules');

export const useSaveLeadRules = () =>
  useAdminMutation<LeadRulesInput, Saved<LeadRules>>((body) => ({
    path: '/admin/lead-rules',
    method: 'PUT',
    body,
  }));

export const useReplyTemplates = () =>
  useAdminQuery<Envelope<ReplyTemplate[]>>(['lead-desk', 'reply-templates'], '/admin/reply-templates');

export type TemplateInput = Omit<ReplyTemplate, 'id'>;

export function useTemplateWrites() {
  const save = useAdminMutation<TemplateInput & { id: number | null }, Saved<ReplyTemplate>>(
    ({ id, ...body }) =>
      id === null
        ? { path: '/admin/reply-templates', method: 'POST', body }
        : { path: `/admin/reply-templates/${id}`, method: 'PUT', body },
  );
  const remove = useAdminMutation<number>((id) => ({
    path: `/admin/reply-templates/${id}`,
    method: 'DELETE',
  }));
  return { save, remove };
}

/** Who may own leads: the same list the inbox assigns from (active staff who work leads). */
export const useDeskAssignees = () =>
  useAdminQuery<Envelope<{ id: number; name: string }[]>>(['leads', 'assignees'], '/admin/leads/assignees');

/** Every brand and category, for the rules' match fields (the product editor reads the same lists). */
export function useCatalogChoices() {
  const brands = useAdminQuery<Paginated<AdminBrand>>(
    ['brands', 'options'],
    `/admin/brands?per_page=${MAX_ALL_PER_PAGE}`,
  );
  const categories = useAdminQuery<Paginated<AdminCategory>>(
    ['categories', 'options'],
    `/admin/categories?per_page=${MAX_ALL_PER_PAGE}`,
  );
  return { brands: brands.data?.data ?? [], categories: categories.data?.data ?? [] };
}
