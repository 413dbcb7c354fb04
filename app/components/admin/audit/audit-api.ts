import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAdminMutation } from '#app/components/admin/admin-api';
import { api } from '#app/lib/api';
import { can, type Role } from '#common/permissions';
import { AUDIT_ENTITY_ACCESS, type AuditEntry, type auditRevertSchema } from '#common/schemas/audit';
import type { Paginated } from '#common/schemas/pagination';

// The audit trail's reads and its revert (docs/product.md §26), under the admin's one query key
// space, so a revert refreshes every list, and a save anywhere refreshes the trail.

/** A page of the trail for `query` (an address query, '?…' or ''). */
export function useAuditList(query: string, enabled = true) {
  const path = `/admin/audit${query}`;
  return useQuery({
    queryKey: ['admin', 'audit', 'list', path],
    queryFn: ({ signal }) => api<Paginated<AuditEntry>>(path, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type RevertAnswer = z.infer<typeof auditRevertSchema>;

export const useRevert = () =>
  useAdminMutation<number, RevertAnswer>((id) => ({ path: `/admin/audit/${id}/revert`, method: 'POST' }));

/**
 * Whether `role` may revert this entry: an update (or a revert) of the trail whose entity it may
 * change, with no secret and no record's part among its fields (the server refuses those, 422).
 */
export function revertable(entry: AuditEntry, role: Role | undefined): boolean {
  if (entry.source !== 'audit' || (entry.action !== 'update' && entry.action !== 'revert')) return false;
  const write = AUDIT_ENTITY_ACCESS[entry.entity].write;
  if (!write || !can(role, 'audit.revert') || !can(role, write)) return false;
  return Object.entries(entry.changes).every(([field, change]) => !change.redacted && !field.includes('.'));
}

/** Whether `role` may revert this bulk entry's whole change set (docs/product.md §26, "Bulk actions and undo"). */
export function changeSetRevertable(entry: AuditEntry, role: Role | undefined): boolean {
  const write = AUDIT_ENTITY_ACCESS[entry.entity].write;
  return (
    entry.source === 'audit' &&
    entry.action === 'bulk' &&
    !!write &&
    can(role, 'audit.revert') &&
    can(role, write)
  );
}

/** Whether `role` may read the history of `entity` (the Activity page's entity choices, a History tab). */
export const readsHistoryOf = (role: Role | undefined, entity: AuditEntry['entity']) =>
  can(role, 'audit.read') && can(role, AUDIT_ENTITY_ACCESS[entity].read);
