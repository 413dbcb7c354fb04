import { useEffect, useRef, useState } from 'react';
import { NetworkError, postWithProgress } from '#app/lib/post-with-progress';
import { IMAGE_EXTENSIONS } from '#common/site-constants';
import { PHOTO_MESSAGES, REQUEST_MAX_PHOTOS, REQUEST_PHOTO_MAX_BYTES } from './limits';

// A request's photos (docs/product.md §30): each is sent as it is chosen, one after another, to
// the public upload (POST /api/contact/photos), which answers the id the request carries in
// `image_ids`. The photos stay private: staff see them on the lead. A refused one says why and
// can be removed; only uploaded ones are sent with the request.

export interface RequestPhoto {
  key: number;
  name: string;
  /** A local address of the chosen file, for its thumbnail. */
  preview: string;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  progress: number;
  id?: string;
  error?: string;
}

/** Why a file is refused before it is sent, or null. */
function refusal(file: File): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return PHOTO_MESSAGES.format;
  if (file.size > REQUEST_PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/** The upload's answer as a photo's state: its id, or the words of its refusal. */
async function upload(file: File, onProgress: (p: number) => void, signal: AbortSignal) {
  const body = new FormData();
  body.set('file', file);
  try {
    const { status, data } = await postWithProgress('/api/contact/photos', body, {
      headers: { accept: 'application/json' },
      onProgress,
      signal,
    });
    const answer = data as
      | { data?: { id?: string }; message?: string; errors?: Record<string, string[]> }
      | undefined;
    if (status === 201 && answer?.data?.id) return { id: answer.data.id };
    if (status === 413) return { error: PHOTO_MESSAGES.tooLarge };
    if (status === 429) return { error: PHOTO_MESSAGES.tooFast };
    if (status === 422)
      return { error: answer?.errors?.file?.[0] ?? answer?.message ?? PHOTO_MESSAGES.format };
    return { error: PHOTO_MESSAGES.failed };
  } catch (error) {
    if (error instanceof NetworkError) return { error: PHOTO_MESSAGES.failed };
    throw error;
  }
}

let nextKey = 1;

export function useRequestPhotos() {
  const [photos, setPhotos] = useState<RequestPhoto[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const queue = useRef(Promise.resolve());
  const controllers = useRef(new Map<number, AbortController>());
  const update = (key: number, change: Partial<RequestPhoto>) =>
    setPhotos((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  // Leaving the page cancels what is still on its way and frees the thumbnails.
  const live = useRef(photos);
  live.current = photos;
  useEffect(
    () => () => {
      for (const c of controllers.current.values()) c.abort();
      for (const p of live.current) URL.revokeObjectURL(p.preview);
    },
    [],
  );

  const send = (key: number, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    queue.current = queue.current.then(async () => {
      if (controller.signal.aborted) return;
      update(key, { state: 'uploading' });
      try {
        const result = await upload(file, (progress) => update(key, { progress }), controller.signal);
        update(
          key,
          'id' in result
            ? { state: 'done', id: result.id, progress: 1 }
            : { state: 'failed', error: result.error },
        );
      } catch {
        // Cancelled by Remove: the photo is gone already.
      } finally {
        controllers.current.delete(key);
      }
    });
  };

  const add = (files: readonly File[]) => {
    const room = REQUEST_MAX_PHOTOS - live.current.length;
    setNotice(files.length > room ? PHOTO_MESSAGES.tooMany : null);
    const chosen = files.slice(0, Math.max(0, room)).map((file) => {
      const problem = refusal(file);
      const photo: RequestPhoto = {
        key: nextKey++,
        name: file.name,
        preview: URL.createObjectURL(file),
        state: problem ? 'failed' : 'waiting',
        progress: 0,
        error: problem ?? undefined,
      };
      if (!problem) send(photo.key, file);
      return photo;
    });
    setPhotos((all) => [...all, ...chosen]);
  };

  const remove = (key: number) => {
    controllers.current.get(key)?.abort();
    setNotice(null);
    setPhotos((all) =>
      all.filter((p) => {
        if (p.key === key) URL.revokeObjectURL(p.preview);
        return p.key !== key;
      }),
    );
  };

  /** Back to none (after the request was sent). */
  const clear = () => {
    for (const p of live.current) remove(p.key);
  };

  return {
    photos,
    notice,
    add,
    remove,
    clear,
    ids: photos.flatMap((p) => (p.state === 'done' && p.id ? [p.id] : [])),
    busy: photos.some((p) => p.state === 'waiting' || p.state === 'uploading'),
  };
}

export type RequestPhotos = ReturnType<typeof useRequestPhotos>;
