import type { SocialLinks } from './site-data';
import { SocialLinkList } from './social-icons';

/** Spec §2: social links pinned to the left edge on large screens (Settings can switch it off). */
export function FloatingSocial({ social }: { social: SocialLinks }) {
  return (
    <aside aria-label="Social media" className="fixed left-0 top-1/2 z-30 hidden -translate-y-1/2 lg:block">
      <SocialLinkList
        social={social}
        className="flex flex-col overflow-hidden rounded-r-md bg-charcoal shadow-lg shadow-black/20"
        linkClass="flex h-11 w-11 items-center justify-center text-neutral-200 transition-colors hover:bg-brand hover:text-brand-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
        iconClass="h-5 w-5"
      />
    </aside>
  );
}
