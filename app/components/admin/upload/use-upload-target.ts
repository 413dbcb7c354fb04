import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadTarget } from '#common/schemas/upload';
import { fetchUploadTarget, UPLOAD_TARGET_QUERY_KEY } from './upload-target';

const targetQuery = {
  queryKey: UPLOAD_TARGET_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchUploadTarget(signal),
  retry: 1,
};

/**
 * Reads the upload target through the admin's query cache: loaded when a widget appears (four
 * variant slots share one request) and refreshed after Settings are saved. `resolve()` gives the
 * target at the moment of an upload, or throws the product's "not ready" message.
 */
export function useUploadTarget(enabled = true) {
  const client = useQueryClient();
  // The route needs catalog.write: a role that may only read the section uploads nothing, so asks nothing.
  useQuery({ ...targetQuery, enabled });
  return (): Promise<UploadTarget> => client.fetchQuery(targetQuery);
}
