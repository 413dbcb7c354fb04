import { ApiError } from '#app/lib/api';
import { NetworkError, postWithProgress } from '#app/lib/post-with-progress';
import { IMAGE_EXTENSIONS, STORAGE_KEYS, type UploadFolder } from '#common/constants';
import { UPLOAD_MESSAGES, type UploadTarget } from '#common/schemas/upload';
import { uploadToCloudinary } from './cloudinary-upload';
import { fetchUploadTarget } from './upload-target';

// CONTRACT: upload one image and get its stored address. The widget (image-upload.tsx) and the news
// editor both call this; extra options (progress, cancel, a known target) are all optional.

export interface UploadedImage {
  url: string;
  width?: number;
  height?: number;
}

export interface UploadOptions {
  /** docs/product.md §5: 10 MB, 5 MB for the brand logo. */
  maxBytes: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Where to send the file; asked of the server (GET /admin/uploads/target) when not given. */
  target?: UploadTarget;
}

/** The product's format and size check, before anything is sent (the server checks again by content). */
export function checkImageFile(file: Pick<File, 'name' | 'size'>, maxBytes: number): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return UPLOAD_MESSAGES.format;
  if (file.size > maxBytes) return UPLOAD_MESSAGES.tooLarge(maxBytes);
  return null;
}

export async function uploadImage(
  file: File,
  folder: UploadFolder,
  { maxBytes, onProgress, signal, target }: UploadOptions,
): Promise<UploadedImage> {
  const problem = checkImageFile(file, maxBytes);
  if (problem) throw new Error(problem);
  const where = target ?? (await fetchUploadTarget());
  if (where.kind === 'missing-preset') throw new Error(UPLOAD_MESSAGES.presetMissing);
  if (where.kind === 'cloudinary') {
    const cloud = { cloudName: where.cloud_name, uploadPreset: where.upload_preset };
    return uploadToCloudinary(file, folder, cloud, { onProgress, signal });
  }
  return uploadToServer(file, folder, { onProgress, signal });
}

async function uploadToServer(
  file: File,
  folder: UploadFolder,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadedImage> {
  const form = new FormData();
  form.set('folder', folder);
  form.set('file', file);
  const token = localStorage.getItem(STORAGE_KEYS.token);
  let answer: { status: number; data: unknown };
  try {
    answer = await postWithProgress('/api/admin/uploads', form, {
      ...options,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    if (error instanceof NetworkError) throw new Error(UPLOAD_MESSAGES.failed);
    throw error;
  }
  const data = answer.data as { message?: string; errors?: Record<string, string[]> } | undefined;
  if (answer.status !== 201) {
    // The server's own words (format, size, damaged file…); a 5xx has nothing useful to add.
    const message = answer.status < 500 && data?.message ? data.message : UPLOAD_MESSAGES.failed;
    throw new ApiError(answer.status, message, data?.errors);
  }
  return answer.data as UploadedImage;
}
