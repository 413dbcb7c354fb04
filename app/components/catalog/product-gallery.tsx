import { useState } from 'react';
import { MachineImage } from '#app/components/machine-image';
import { GALLERY_THUMBNAILS } from '#common/site-constants';

/**
 * The main image (contained, so a machine is never cropped) and up to 4 thumbnails. Thumbnails are
 * buttons: Tab reaches them, Enter or Space shows that image.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const list = images.slice(0, GALLERY_THUMBNAILS);
  const [current, setCurrent] = useState(0);
  const shown = list[current] ?? list[0] ?? null;
  return (
    <div>
      <MachineImage
        src={shown}
        alt={list.length > 1 ? `${name}, image ${current + 1} of ${list.length}` : name}
        fit="contain"
        priority
        sizes="(min-width: 1024px) 600px, 100vw"
        className="rounded-lg border border-neutral-200 bg-white"
      />
      {list.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-3" aria-label="Product images">
          {list.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={`Show image ${i + 1} of ${list.length}`}
                aria-pressed={i === current}
                className={`block w-full overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                  i === current ? 'border-brand' : 'border-neutral-200 hover:border-neutral-400'
                }`}
              >
                <MachineImage src={src} alt="" sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
