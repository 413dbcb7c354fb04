import type { UploadTarget } from '#common/schemas/upload';
import type { Db } from '../../db/client';
import { booleanSetting, textSettings } from '../settings';

/**
 * Where the back office's uploads go (Settings → Cloudinary, docs/product.md §12). With Cloudinary
 * switched on and both a cloud name and an unsigned preset, the browser sends files straight to
 * Cloudinary; with the preset missing the widget must say so; otherwise files come to our own server
 * (POST /api/admin/uploads). The demo company has a sample cloud name and preset but Cloudinary
 * off: the switch decides.
 */
export async function uploadTarget(db: Db): Promise<UploadTarget> {
  if (!(await booleanSetting(db, 'cloudinary_enabled'))) return { kind: 'server' };
  const text = await textSettings(db, ['cloudinary_cloud_name', 'cloudinary_upload_preset'] as const);
  const cloudName = text('cloudinary_cloud_name');
  const uploadPreset = text('cloudinary_upload_preset');
  if (!cloudName) return { kind: 'server' };
  if (!uploadPreset) return { kind: 'missing-preset' };
  return { kind: 'cloudinary', cloud_name: cloudName, upload_preset: uploadPreset };
}
