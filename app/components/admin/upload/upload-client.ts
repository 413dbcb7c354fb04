import { IMAGE_EXTENSIONS, STORAGE_KEYS, type UploadFolder } from '../../../../common/constants';

// CONTRACT: upload one image and get its stored address. Issue 5 adds progress and Cloudinary.

export interface UploadedImage {
  url: string;
  width?: number;
  height?: number;
}

const MB = 1024 * 1024;

/** The spec's format and size check, before anything is sent (the server checks again by content). */
export function checkImageFile(file: File, maxBytes: number): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext))
    return `Only ${IMAGE_EXTENSIONS.join(', ')} images can be uploaded.`;
  if (file.size > maxBytes) return `The image may not be larger than ${Math.round(maxBytes / MB)} MB.`;
  return null;
}

export async function uploadImage(
  file: File,
  folder: UploadFolder,
  { maxBytes }: { maxBytes: number },
): Promise<UploadedImage> {
  const problem = checkImageFile(file, maxBytes);
  if (problem) throw new Error(problem);
  const form = new FormData();
  form.set('folder', folder);
  form.set('file', file);
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const res = await fetch('/api/admin/uploads', {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const data = await res.json().catch(() => undefined);
  if (!res.ok) throw new Error(data?.message ?? 'Upload failed');
  return data as UploadedImage;
}
