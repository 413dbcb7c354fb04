import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { IMAGE_MAX_BYTES, LOGO_MAX_BYTES, type UploadFolder } from '../../../../common/constants';
import { uploadImage } from './upload-client';

// CONTRACT for every upload in the admin (brand logo, category image, product images, variant
// slots, news image). Issue 5 gives it drag and drop, progress and Cloudinary; callers only ever
// see `value` (the stored address or null) and `onChange`.

export interface ImageUploadProps {
  label: string;
  folder: UploadFolder;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Spec §5: 5 MB for the brand logo, 10 MB elsewhere. */
  maxBytes?: number;
  /** A field error from the form (e.g. the server refused the address). */
  error?: string;
}

export const maxBytesFor = (folder: UploadFolder) => (folder === 'brands' ? LOGO_MAX_BYTES : IMAGE_MAX_BYTES);

export function ImageUpload({
  label,
  folder,
  value,
  onChange,
  maxBytes = maxBytesFor(folder),
  error,
}: ImageUploadProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = failure ?? error;
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-charcoal" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-neutral-300 bg-neutral-100">
          {value ? (
            <img src={value} alt="" className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden className="size-6 text-neutral-500" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label className="inline-flex cursor-pointer items-center rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm font-medium hover:bg-neutral-50 focus-within:outline-2 focus-within:outline-brand">
            {busy ? 'Uploading...' : value ? 'Replace image' : 'Upload image'}
            <input
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              className="sr-only"
              aria-labelledby={`${id}-label`}
              disabled={busy}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                setFailure(null);
                setBusy(true);
                try {
                  onChange((await uploadImage(file, folder, { maxBytes })).url);
                } catch (problem) {
                  setFailure(problem instanceof Error ? problem.message : 'Upload failed');
                } finally {
                  setBusy(false);
                }
              }}
            />
          </label>
          {value ? (
            <button
              type="button"
              onClick={() => onChange(null)}
              className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden className="size-4" />
              Remove
            </button>
          ) : null}
        </div>
      </div>
      {shown ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
