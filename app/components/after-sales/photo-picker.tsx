import { AlertCircle, Camera, CheckCircle2, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '#app/components/ui/button';
import { FieldError } from '#app/components/ui/field';
import { REQUEST_MAX_PHOTOS, REQUEST_PHOTO_MAX_BYTES } from './limits';
import type { RequestPhoto, RequestPhotos } from './use-request-photos';

// Up to four photos of the machine or the part (docs/product.md §30): chosen from the phone's
// camera or files, each uploaded at once with its progress, its refusal, and a Remove.

const MB = REQUEST_PHOTO_MAX_BYTES / 1024 / 1024;

export function PhotoPicker({ photos, error }: { photos: RequestPhotos; error?: string | null }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const room = REQUEST_MAX_PHOTOS - photos.photos.length;
  const shown = error ?? photos.notice;
  return (
    <fieldset
      name="image_ids"
      aria-label="Photos"
      tabIndex={-1}
      aria-describedby={shown ? `${id}-hint ${id}-error` : `${id}-hint`}
      className="grid gap-3 focus:outline-none"
    >
      <legend className="mb-1 text-base font-semibold text-charcoal">Photos</legend>
      <p id={`${id}-hint`} className="text-sm text-neutral-600">
        Optional: up to {REQUEST_MAX_PHOTOS} photos of the machine, its plate or the part, {MB} MB each. Only
        our staff see them.
      </p>
      {photos.photos.length > 0 ? (
        <ul aria-label="Attached photos" className="grid gap-2 sm:grid-cols-2">
          {photos.photos.map((photo) => (
            <PhotoRow key={photo.key} photo={photo} onRemove={() => photos.remove(photo.key)} />
          ))}
        </ul>
      ) : null}
      <FieldError id={`${id}-error`} error={shown} />
      <div>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose photos"
          onChange={(event) => {
            photos.add([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
        />
        <Button
          variant="outline"
          className="px-4"
          disabled={room <= 0}
          onClick={() => input.current?.click()}
        >
          <Camera aria-hidden className="size-4" />
          {photos.photos.length > 0 ? 'Add another photo' : 'Add photos'}
        </Button>
      </div>
    </fieldset>
  );
}

function PhotoRow({ photo, onRemove }: { photo: RequestPhoto; onRemove: () => void }) {
  const percent = Math.round(photo.progress * 100);
  return (
    <li className="flex items-center gap-3 rounded-md border border-neutral-200 bg-white p-2">
      <img src={photo.preview} alt="" className="size-14 shrink-0 rounded object-cover" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium text-charcoal" title={photo.name}>
          {photo.name}
        </p>
        {photo.state === 'failed' ? (
          <p className="flex items-start gap-1 text-red-700">
            <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
            {photo.error}
          </p>
        ) : photo.state === 'done' ? (
          <p className="flex items-center gap-1 text-green-800">
            <CheckCircle2 aria-hidden className="size-4 shrink-0" />
            Uploaded
          </p>
        ) : (
          <>
            <p className="text-neutral-600">
              {photo.state === 'waiting' ? 'Waiting...' : `Uploading ${percent}%`}
            </p>
            <progress
              max={100}
              value={percent}
              aria-label={`Uploading ${photo.name}`}
              className="mt-1 h-1.5 w-full accent-brand"
            />
          </>
        )}
      </div>
      <Button variant="ghost" className="shrink-0 px-2.5 py-2 text-red-800" onClick={onRemove}>
        <Trash2 aria-hidden className="size-4" />
        <span className="sr-only">Remove {photo.name}</span>
      </Button>
    </li>
  );
}
