import { NetworkError, postWithProgress } from '#app/lib/post-with-progress';
import { UPLOAD_MESSAGES } from '#common/schemas/upload';

// Cloudinary's unsigned upload API: the file, the preset and the folder, straight from the browser.
// https://cloudinary.com/documentation/image_upload_api_reference#upload

export interface CloudinaryTarget {
  cloudName: string;
  uploadPreset: string;
}

const cloudinaryUploadUrl = (cloudName: string) =>
  `https://api.cloudinary.com/v1_1/${encodeURIComponent(cloudName)}/image/upload`;

interface CloudinaryAnswer {
  secure_url?: string;
  width?: number;
  height?: number;
  error?: { message?: string };
}

export async function uploadToCloudinary(
  file: File,
  folder: string,
  { cloudName, uploadPreset }: CloudinaryTarget,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
) {
  const form = new FormData();
  form.set('file', file);
  form.set('upload_preset', uploadPreset);
  form.set('folder', folder);
  let answer: { status: number; data: unknown };
  try {
    answer = await postWithProgress(cloudinaryUploadUrl(cloudName), form, options);
  } catch (error) {
    if (error instanceof NetworkError) throw new Error(UPLOAD_MESSAGES.failed);
    throw error;
  }
  const data = (answer.data ?? {}) as CloudinaryAnswer;
  if (answer.status >= 200 && answer.status < 300 && data.secure_url)
    return { url: data.secure_url, width: data.width, height: data.height };
  // Cloudinary answers e.g. "Upload preset must be whitelisted for unsigned uploads".
  throw new Error(
    /unsigned/i.test(data.error?.message ?? '') ? UPLOAD_MESSAGES.presetNotUnsigned : UPLOAD_MESSAGES.failed,
  );
}
