import { useState } from 'react';
import { ResponsiveImg } from '#app/components/responsive-img';
import { Icon } from '#app/components/ui/icon';
import { responsiveImage } from '#common/image-url';

// A catalogue image at a fixed aspect ratio (no layout shift), lazy unless it is the page's main
// image, with a brand-coloured placeholder when there is none or it fails to load. Stored images
// come in several widths (common/image-url.ts): the browser picks one from `srcSet` and `sizes`,
// and React preloads the main image's from the server-rendered <head>.
export function MachineImage({
  src,
  alt,
  ratio = '4 / 3',
  fit = 'cover',
  priority = false,
  className = '',
  sizes = '(min-width: 1024px) 33vw, 100vw',
  later = false,
}: {
  src: string | null | undefined;
  alt: string;
  ratio?: string;
  fit?: 'cover' | 'contain';
  priority?: boolean;
  className?: string;
  sizes?: string;
  /**
   * Below the first screen: the page carries the empty box, the picture is drawn once the page is
   * idle after hydration (decision 073); a lazy picture is not there at first paint either.
   */
  later?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = src ? responsiveImage(src) : null;
  return (
    <div className={`machine-image ${className}`} style={{ aspectRatio: ratio }}>
      {later ? null : image && !failed ? (
        <ResponsiveImg
          picture={image}
          size={[1200, 900]}
          alt={alt}
          sizes={image.srcSet ? sizes : undefined}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailed(true)}
          className={fit === 'cover' ? 'machine-img' : 'machine-img object-contain'}
        />
      ) : (
        <div
          className="absolute inset-0 flex items-center justify-center bg-charcoal text-brand"
          role="img"
          aria-label={alt}
        >
          <Icon name="cog" className="h-1/4 w-1/4 opacity-80" />
        </div>
      )}
    </div>
  );
}
