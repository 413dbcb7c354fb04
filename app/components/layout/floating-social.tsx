import type { SocialLinks } from './site-data';
import { SocialLinkList } from './social-icons';

/**
 * docs/product.md §2: social links pinned to the left edge on large screens (Settings can switch it off).
 *
 * Shown only where the gutter beside the page's content container can hold it: the container is
 * max-w-7xl (1280 px) with 16 px padding, the bar 44 px wide, so with an 8 px gap and room for a
 * classic scrollbar (up to 17 px, which the media query counts but the layout does not) the first
 * width that never overlaps is 1280 + 2 × (44 + 8 − 16) + 17 ≈ 1369 px — hence 1376 px, on the
 * 8 px grid. Below that the top bar and footer carry the same links.
 */
export function FloatingSocial({ social }: { social: SocialLinks }) {
  return (
    <aside
      aria-label="Social media"
      className="fixed left-0 top-1/2 z-30 hidden -translate-y-1/2 min-[1376px]:block"
    >
      <SocialLinkList
        social={social}
        className="flex flex-col overflow-hidden rounded-r-md bg-charcoal shadow-lg shadow-black/20"
        linkClass="social-rail-link"
        iconClass="h-5 w-5"
      />
    </aside>
  );
}
