import type { ImgHTMLAttributes } from 'react';

/**
 * One of the drawings in app/components/art (a hero scene, a street map): decorative, so no alt
 * text, and never urgent, so it loads only as it nears the screen. Its size is the drawing's own,
 * reserving its place before it arrives.
 */
export function Drawing(
  props: { src: string; width: number; height: number } & ImgHTMLAttributes<HTMLImageElement>,
) {
  return <img alt="" loading="lazy" decoding="async" {...props} />;
}
