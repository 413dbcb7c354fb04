import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAdminMutation } from '#app/components/admin/admin-api';
import { ApiError, api } from '#app/lib/api';
import { clearSession } from '#app/lib/session';
import { STORAGE_KEYS } from '#common/constants';
import type {
  LeadCounts,
  LeadDetail,
  LeadRow,
  LeadUpdateInput,
  leadUpdatedSchema,
} from '#common/schemas/leads';
import type { Paginated } from '#common/schemas/pagination';
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

export function useLead(id: number) {
  return useQuery({
    queryKey: ['admin', 'leads', 'detail', id],
    queryFn: ({ signal }) => api<LeadDetail>(`/admin/leads/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export type LeadUpdated = z.infer<typeof leadUpdatedSchema>;

export function useLeadUpdate(id: number) {
  return useAdminMutation<LeadUpdateInput, LeadUpdated>((body) => ({
    path: `/admin/leads/${id}`,
    method: 'PATCH',
    body,
  }));
}

/**
 * Downloads the CSV of the current filter. The export needs the bearer token, which a plain link
 * cannot send, so the file is fetched and handed to the browser as a blob.
 */
export async function downloadLeadsCsv(filters: InboxFilters): Promise<void> {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const res = await fetch(`/api/admin/leads/export.csv${filterQuery(filters, { paging: false })}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    // Like every other admin call, a rejected token ends the session (docs/product.md §8).
    if (res.status === 401) clearSession();
    const body = await res.json().catch(() => undefined);
    throw new ApiError(res.status, body?.message ?? `Request failed (${res.status})`, body?.errors);
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the browser may still be reading the URL for a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
