import { api } from '#app/lib/api';
import { UPLOAD_MESSAGES, type UploadTarget } from '#common/schemas/upload';

// Where the admin's images go (docs/product.md §12): the server decides from Settings → Cloudinary
// and answers only that (GET /api/admin/uploads/target), so any role that may upload may ask,
// without reading Settings.

/** Under ['admin']: saving Settings (any admin write) marks it stale, so the next upload asks again. */
export const UPLOAD_TARGET_QUERY_KEY = ['admin', 'uploads', 'target'] as const;

/** The target now, or the product's "not ready" message when it cannot be read. */
export async function fetchUploadTarget(signal?: AbortSignal): Promise<UploadTarget> {
  try {
    return (await api<{ data: UploadTarget }>('/admin/uploads/target', { signal })).data;
  } catch {
    throw new Error(UPLOAD_MESSAGES.notReady);
  }
}
