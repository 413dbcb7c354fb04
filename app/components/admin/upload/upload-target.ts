import type { GroupedSettings } from '#common/schemas/settings';

// Where the admin's images go (Settings → Cloudinary, docs/product.md §12). With Cloudinary switched on and both a
// cloud name and an unsigned preset, the browser sends files straight to Cloudinary; with the
// preset missing it must say so; otherwise files go to our own server (POST /api/admin/uploads).

export type UploadTarget =
  | { kind: 'server' }
  | { kind: 'cloudinary'; cloudName: string; uploadPreset: string }
  | { kind: 'missing-preset' };

/** GET /api/admin/settings, shared with the Settings section's query (same key, same answer). */
export const SETTINGS_QUERY_KEY = ['admin', 'settings'] as const;
export const SETTINGS_PATH = '/admin/settings';
export interface SettingsAnswer {
  data: GroupedSettings;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function uploadTargetFrom(settings: GroupedSettings): UploadTarget {
  const cloudinary = settings.cloudinary ?? {};
  // The demo company has a sample cloud name and preset but Cloudinary off: the switch decides.
  const enabled = cloudinary.cloudinary_enabled?.value === true;
  const cloudName = text(cloudinary.cloudinary_cloud_name?.value);
  const uploadPreset = text(cloudinary.cloudinary_upload_preset?.value);
  if (!enabled || !cloudName) return { kind: 'server' };
  if (!uploadPreset) return { kind: 'missing-preset' };
  return { kind: 'cloudinary', cloudName, uploadPreset };
}
