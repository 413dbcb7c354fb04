import { useAdminMutation, useAdminQuery } from '#app/components/admin/admin-api';
import { api } from '#app/lib/api';
import type {
  ImportHistoryItem,
  ImportJob,
  ImportMapping,
  ImportStatus,
} from '#common/schemas/catalog-import';
import type { Paginated } from '#common/schemas/pagination';

// The import's calls (docs/product.md §27.2, §27.3): the upload, its job followed until it ends,
// cancel, undo and the history.

/** An upload may take the server a while to read: longer than the API client's usual 10 s. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;
/** How often a running import is asked how far it got. */
export const POLL_MS = 1_000;

export const isRunning = (status: ImportStatus) => status === 'queued' || status === 'running';

/** The file with the person's column choices (`mapping`: header → field, or null to ignore it). */
export async function sendImport(file: File, mapping: ImportMapping, dryRun: boolean) {
  const form = new FormData();
  form.set('dry_run', String(dryRun));
  if (Object.keys(mapping).length > 0) form.set('mapping', JSON.stringify(mapping));
  form.set('file', file);
  const answer = await api<{ data: ImportJob }>('/admin/catalog/import', {
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return answer.data;
}

export const fetchImport = async (id: string) =>
  (await api<{ data: ImportJob }>(`/admin/catalog/imports/${id}`)).data;

export const cancelImport = async (id: string) =>
  (await api<{ data: ImportJob }>(`/admin/catalog/imports/${id}/cancel`, { method: 'POST' })).data;

/** The last imports, newest first (the dialog's Recent imports). */
export const useImportHistory = (enabled: boolean) =>
  useAdminQuery<Paginated<ImportHistoryItem>>(
    ['catalog-imports'],
    '/admin/catalog/imports?per_page=5',
    enabled,
  );

export const useUndoImport = () =>
  useAdminMutation<string, { message: string; data: ImportJob }>((id) => ({
    path: `/admin/catalog/imports/${id}/undo`,
    method: 'POST',
  }));
