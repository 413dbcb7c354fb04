import { useMutation } from '@tanstack/react-query';
import type { UploadFolder } from '#common/constants';
import { type UploadedImage, type UploadOptions, uploadImage } from './upload-client';

interface UploadRequest {
  file: File;
  folder: UploadFolder;
  options: UploadOptions;
}

/**
 * uploadImage run as a mutation of the admin's query client, so that a 401 from POST
 * /api/admin/uploads ends the session like every other admin call (query-client.ts: the layout
 * then goes to /login) instead of being shown as an upload failure. Used by the upload widget and
 * the news editor's image dialog.
 */
export function useImageUpload() {
  const { mutateAsync } = useMutation({
    mutationFn: ({ file, folder, options }: UploadRequest): Promise<UploadedImage> =>
      uploadImage(file, folder, options),
  });
  return (file: File, folder: UploadFolder, options: UploadOptions) => mutateAsync({ file, folder, options });
}
