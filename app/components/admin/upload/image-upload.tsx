import { AlertCircle, Trash2, Upload, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, LOGO_MAX_BYTES, type UploadFolder } from '#common/constants';
import { UPLOAD_MESSAGES } from '#common/schemas/upload';
import { useReadOnly } from '../use-can';
import { ImagePreview } from './image-preview';
import { useReportUpload } from './pending-uploads';
import { checkImageFile } from './upload-client';
import { useImageUpload } from './use-image-upload';
import { useUploadTarget } from './use-upload-target';

// CONTRACT for every upload in the admin (brand logo, category image, product images, variant
// slots, news image): callers only ever see `value` (the stored address or null) and `onChange`.
// Click or drop a file; it is checked here first (docs/product.md §5), then sent with a progress bar to our
// server or to Cloudinary (Settings → Cloudinary), whose refusal is shown in the same place.
// While a file travels the editor around it cannot save (pending-uploads.ts); a 401 signs out.

export interface ImageUploadProps {
  label: string;
  folder: UploadFolder;
  value: string | null;
  onChange: (url: string | null) => void;
  /** docs/product.md §5: 5 MB for the brand logo, 10 MB elsewhere. */
  maxBytes?: number;
  /** A field error from the form (e.g. the server refused the address). */
  error?: string;
}

const maxBytesFor = (folder: UploadFolder) => (folder === 'brands' ? LOGO_MAX_BYTES : IMAGE_MAX_BYTES);

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';
const SMALL_BUTTON =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';

interface InFlight {
  preview: string;
  progress: number;
  controller: AbortController;
}

export function ImageUpload({
  label,
  folder,
  value,
  onChange,
  maxBytes = maxBytesFor(folder),
  error,
}: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = useRef<HTMLButtonElement>(null);
  // A role that may only read sees the picture, without the means to change it.
  const readOnly = useReadOnly();
  const resolveTarget = useUploadTarget(!readOnly);
  const uploadImage = useImageUpload();
  const [upload, setUpload] = useState<InFlight | null>(null);
  useReportUpload(upload !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const running = useRef<InFlight | null>(null);
  // Closing the form mid-upload cancels the request instead of finishing into a form that is gone.
  useEffect(() => () => running.current?.controller.abort(), []);

  async function start(file: File) {
    if (running.current) return;
    setFailure(null);
    const problem = checkImageFile(file, maxBytes);
    if (problem) return setFailure(problem);

    // In flight from here, before the target is known: Save is held and a second pick ignored
    // from the first moment, not only once the file is on its way.
    const flight = { preview: URL.createObjectURL(file), progress: 0, controller: new AbortController() };
    running.current = flight;
    setUpload(flight);
    try {
      // "Not ready" and "preset missing" are thrown with the product's words, before anything is sent.
      const stored = await uploadImage(file, folder, {
        maxBytes,
        target: await resolveTarget(),
        signal: flight.controller.signal,
        onProgress: (progress) => setUpload((current) => current && { ...current, progress }),
      });
      onChange(stored.url);
    } catch (problem) {
      const cancelled = problem instanceof DOMException && problem.name === 'AbortError';
      if (!cancelled) setFailure(problem instanceof Error ? problem.message : UPLOAD_MESSAGES.failed);
    } finally {
      URL.revokeObjectURL(flight.preview);
      running.current = null;
      setUpload(null);
      // The pick button was disabled during the upload; give the keyboard its place back.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) pick.current?.focus();
      });
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (readOnly) return;
    const file = event.dataTransfer.files[0];
    if (file) void start(file);
  };

  const shown = failure ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="min-w-0" aria-describedby={shown ? `${hintId} ${errorId}` : hintId}>
      <legend className="mb-1 block text-sm font-medium text-charcoal">{label}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the buttons do the same by keyboard */}
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-drop-zone
        data-dragging={dragging || undefined}
        className={`flex items-center gap-3 rounded-md border-2 border-dashed p-2.5 transition-colors ${
          dragging
            ? 'border-brand bg-brand/10'
            : shown
              ? 'border-red-300 bg-white'
              : 'border-neutral-300 bg-white'
        }`}
      >
        <ImagePreview src={upload?.preview ?? value} alt={`${label} preview`} progress={upload?.progress} />
        <div className={readOnly ? 'hidden' : 'min-w-0 flex-1'}>
          <div className="flex flex-wrap gap-1.5">
            <button
              ref={pick}
              type="button"
              disabled={upload !== null}
              onClick={() => input.current?.click()}
              className={`${SMALL_BUTTON} border border-charcoal/70 bg-white text-charcoal hover:bg-neutral-50`}
            >
              <Upload aria-hidden className="size-4" />
              {upload ? 'Uploading...' : value ? 'Replace image' : 'Upload image'}
            </button>
            {upload ? (
              <button
                type="button"
                onClick={() => upload.controller.abort()}
                className={`${SMALL_BUTTON} text-neutral-700 hover:bg-neutral-100`}
              >
                <X aria-hidden className="size-4" />
                Cancel upload
              </button>
            ) : value ? (
              <button
                type="button"
                onClick={() => {
                  setFailure(null);
                  onChange(null);
                  pick.current?.focus();
                }}
                className={`${SMALL_BUTTON} text-red-700 hover:bg-red-50`}
              >
                <Trash2 aria-hidden className="size-4" />
                Remove
              </button>
            ) : null}
          </div>
          <p id={hintId} className="mt-1.5 text-xs text-neutral-600">
            Drop a file here or choose one: {IMAGE_EXTENSIONS.join(', ')}; max{' '}
            {Math.round(maxBytes / 1048576)} MB.
          </p>
        </div>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // choosing the same file again still triggers a change
            if (file) void start(file);
          }}
        />
      </div>
      {shown ? (
        <p id={errorId} role="alert" className="mt-1 flex items-start gap-1 text-sm text-red-700">
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
