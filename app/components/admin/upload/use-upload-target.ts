import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api';
import { UPLOAD_MESSAGES } from '#common/schemas/upload';
import {
  SETTINGS_PATH,
  SETTINGS_QUERY_KEY,
  type SettingsAnswer,
  type UploadTarget,
  uploadTargetFrom,
} from './upload-target';

const settingsQuery = {
  queryKey: SETTINGS_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => api<SettingsAnswer>(SETTINGS_PATH, { signal }),
  retry: 1,
};

/**
 * Reads Settings → Cloudinary through the admin's query cache: loaded when a widget appears (four
 * variant slots share one request) and refreshed after Settings are saved. `resolve()` gives the
 * target at the moment of an upload, or throws the product's "not ready" message.
 */
export function useUploadTarget(enabled = true) {
  const client = useQueryClient();
  // Settings need settings.read: a role that may only read the section uploads nothing, so asks nothing.
  useQuery({ ...settingsQuery, enabled });
  return async function resolve(): Promise<UploadTarget> {
    try {
      return uploadTargetFrom((await client.fetchQuery(settingsQuery)).data);
    } catch {
      throw new Error(UPLOAD_MESSAGES.notReady);
    }
  };
}
