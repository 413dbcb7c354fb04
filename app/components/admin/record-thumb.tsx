import { type ReactNode, useState } from 'react';
import { cellClass } from '#app/components/admin/admin-table';
import { responsiveImage } from '#common/image-url';

// The small picture at the start of an admin row (brand logo, category image, product image).
// Without one, or when it fails to load, the first letter of the name stands in (docs/product.md §6), so a
// row never shows a broken image. The name is in the row already, so the picture is decorative.

export function RecordThumb({
  src,
  name,
  fit = 'cover',
  className = '',
}: {
  src: string | null | undefined;
  name: string;
  /** `contain` for logos, which must not be cropped. */
  fit?: 'cover' | 'contain';
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const image = src ? responsiveImage(src) : null;
  return (
    <span
      className={`flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border border-neutral-200 bg-neutral-100 ${className}`}
    >
      {showImage && image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="40px"
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
          className={`size-full ${fit === 'contain' ? 'object-contain p-0.5' : 'object-cover'}`}
        />
      ) : (
        <span aria-hidden className="text-base font-semibold text-neutral-700 uppercase" data-fallback>
          {name.trim().charAt(0) || '?'}
        </span>
      )}
    </span>
  );
}

/** A row's first cell: the record's picture beside its name, with what `children` adds under the name. */
export function ThumbNameCell({
  children,
  ...thumb
}: Parameters<typeof RecordThumb>[0] & { children?: ReactNode }) {
  return (
    <td className={cellClass}>
      <div className="flex items-center gap-3">
        <RecordThumb {...thumb} />
        <div className="min-w-0">
          <span className="font-medium text-charcoal">{thumb.name}</span>
          {children}
        </div>
      </div>
    </td>
  );
}
