import { ImageOff, ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { responsiveImage } from '#common/image-url';

// The widget's thumbnail: the stored image (its smallest rendition), the local file while it
// uploads, an empty-slot icon, or a notice when the address no longer loads.

export function ImagePreview({ src, alt, progress }: { src: string | null; alt: string; progress?: number }) {
  return (
    <div className="relative flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-neutral-300 bg-neutral-100 sm:size-24">
      {src ? (
        <Picture key={src} src={src} alt={alt} />
      ) : (
        <ImagePlus aria-hidden className="size-7 text-neutral-500" />
      )}
      {progress !== undefined ? (
        <div
          role="progressbar"
          aria-label={`${alt}: upload progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="absolute inset-x-0 bottom-0 h-1.5 bg-charcoal/30"
        >
          <div
            className="h-full bg-brand transition-[width]"
            style={{ width: `${Math.round(progress * 100)}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}

function Picture({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <span className="flex flex-col items-center gap-1 px-1 text-center text-xs text-neutral-600">
        <ImageOff aria-hidden className="size-5" />
        Image unavailable
      </span>
    );
  const image = src.startsWith('blob:') ? { src } : responsiveImage(src);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? '96px' : undefined}
      alt={alt}
      className="size-full object-contain"
      onError={() => setBroken(true)}
    />
  );
}
