import type { ComponentProps } from 'react';
import type { responsiveImage } from '#common/image-url';

/**
 * A stored picture with its renditions (common/image-url.ts), decorative unless given an `alt`. It
 * takes its size from its address; an address without one takes `size`, so the box keeps its ratio.
 */
export function ResponsiveImg({
  picture,
  size,
  alt = '',
  ...img
}: {
  picture: NonNullable<ReturnType<typeof responsiveImage>>;
  size: readonly [width: number, height: number];
} & Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'>) {
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      alt={alt}
      width={picture.width ?? size[0]}
      height={picture.height ?? size[1]}
      decoding="async"
      {...img}
    />
  );
}
