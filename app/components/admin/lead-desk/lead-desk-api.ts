import { useAdminMutation, useAdminQuery } from '#app/components/admin/admin-api';
import { useBranchChoices, useCatalogLists } from '#app/components/admin/use-catalog-lists';
import type {
  BusinessHours,
  Holiday,
  LeadRules,
  LeadRulesInput,
  ReplyTemplate,
  ResponseTargets,
} from '#common/schemas/lead-desk';

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

/** A setting the desk reads whole and saves whole (PUT) at `/admin/<name>`: its query and its save. */
function wholeSetting<T, Input = T>(name: string) {
  const path = `/admin/${name}`;
  return {
    useRead: () => useAdminQuery<Envelope<T>>(['lead-desk', name], path),
    useSave: () => useAdminMutation<Input, Saved<T>>((body) => ({ path, method: 'PUT', body })),
  };
}

export const businessHours = wholeSetting<BusinessHours>('business-hours');
export const responseTargets = wholeSetting<ResponseTargets>('response-targets');
export const leadRules = wholeSetting<LeadRules, LeadRulesInput>('lead-rules');

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
  const { brands, categories } = useCatalogLists();
  const branches = useBranchChoices();
  return { brands: brands.data?.data ?? [], categories: categories.data?.data ?? [], branches };
}
