import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAdminQuery } from '#app/components/admin/admin-api';
import { api } from '#app/lib/api';
import type { AccessEntry } from '#common/schemas/access-log';
import type { ContactLogInput, LeadReplyInput, ReplyTemplate } from '#common/schemas/lead-desk';
import type {
  LeadAssignInput,
  LeadCounts,
  LeadDetail,
  LeadRow,
  LeadUpdateInput,
  leadAssigneesSchema,
  leadUpdatedSchema,
} from '#common/schemas/leads';
import type { Paginated } from '#common/schemas/pagination';
import { downloadFile } from '../download';
import { useCan } from '../use-can';
import { filterQuery, type InboxFilters } from './inbox-filters';

// The inbox's reads and writes, all under the ['admin', 'leads', …] keys so any admin save (a
// status change here included) refreshes the list, the sidebar badge and the dashboard tile.

/** The sidebar badge polls, so a lead arriving while an admin works elsewhere shows up. */
const COUNTS_REFRESH_MS = 60_000;

export function useLeadList(filters: InboxFilters, enabled: boolean) {
  const path = `/admin/leads${filterQuery(filters)}`;
  return useQuery({
    queryKey: ['admin', 'leads', 'list', path],
    queryFn: ({ signal }) => api<Paginated<LeadRow>>(path, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The inbox's counts; not asked for by a role that may not read leads (not even counts). */
export function useLeadCounts() {
  const allowed = useCan()('leads.read');
  return useQuery({
    queryKey: ['admin', 'leads', 'counts'],
    queryFn: ({ signal }) => api<LeadCounts>('/admin/leads/counts', { signal }),
    refetchInterval: COUNTS_REFRESH_MS,
    enabled: allowed,
  });
}

const detailKey = (id: number) => ['admin', 'leads', 'detail', id];

export function useLead(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api<LeadDetail>(`/admin/leads/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export type LeadUpdated = z.infer<typeof leadUpdatedSchema>;

/**
 * A change to lead `id` (PATCH, assign, reply, logged contact). The answer is the lead as it now
 * is, recorded in the access record like an opening (docs/product.md §23), so the page takes it as
 * it comes: reading the lead again would be a second entry. Every other admin query is marked stale.
 */
function useLeadWrite<TBody>(id: number, path: string, method: 'PATCH' | 'POST') {
  const client = useQueryClient();
  const key = detailKey(id);
  return useMutation({
    mutationFn: (body: TBody) => api<LeadUpdated>(path, { method, body }),
    onSuccess: (result) => {
      client.setQueryData(key, result.data);
      return client.invalidateQueries({
        queryKey: ['admin'],
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
      });
    },
  });
}

export function useLeadUpdate(id: number) {
  return useLeadWrite<LeadUpdateInput>(id, `/admin/leads/${id}`, 'PATCH');
}

/** POST /admin/leads/:id/assign: to anyone who works leads (leads.assign), or a sales rep takes it. */
export function useLeadAssign(id: number) {
  return useLeadWrite<LeadAssignInput>(id, `/admin/leads/${id}/assign`, 'POST');
}

/** POST /admin/leads/:id/reply: queued in the outbox (202); the first reply stops the clock. */
export function useLeadReply(id: number) {
  return useLeadWrite<LeadReplyInput>(id, `/admin/leads/${id}/reply`, 'POST');
}

/** POST /admin/leads/:id/contact-log: a call or chat made outside the inbox. */
export function useLeadContactLog(id: number) {
  return useLeadWrite<ContactLogInput>(id, `/admin/leads/${id}/contact-log`, 'POST');
}

/** The reply templates (anyone who works leads may read them). */
export function useReplyTemplates(enabled: boolean) {
  return useAdminQuery<{ data: ReplyTemplate[] }>(['reply-templates'], '/admin/reply-templates', enabled);
}

/** The site's name from the public settings, for a reply's {signature}. */
export function useSiteName(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'site-name'],
    queryFn: async ({ signal }) => {
      const body = await api<{ data: Record<string, unknown> }>('/public/settings', { signal });
      const name = body.data.site_name;
      return typeof name === 'string' && name.trim() ? name.trim() : 'Ironsite';
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export type Assignee = z.infer<typeof leadAssigneesSchema>['data'][number];

/** The active staff a lead may be assigned to; asked for only by a role that assigns. */
export function useAssignees(enabled: boolean) {
  return useAdminQuery<{ data: Assignee[] }>(['leads', 'assignees'], '/admin/leads/assignees', enabled);
}

/**
 * Who opened lead `id`, newest first (access_log.read). `readAt` is when the lead itself was last
 * read: each read is an opening, so the list is read again after it and starts with that one.
 */
export function useLeadAccess(id: number, readAt: number) {
  return useQuery({
    queryKey: ['admin', 'access-log', 'lead', id, readAt],
    queryFn: ({ signal }) => api<{ data: AccessEntry[] }>(`/admin/leads/${id}/access`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the CSV of the current filter (the token goes with it: download.ts). */
export async function downloadLeadsCsv(filters: InboxFilters): Promise<void> {
  await downloadFile(`/admin/leads/export.csv${filterQuery(filters, { paging: false })}`, 'leads.csv');
}
