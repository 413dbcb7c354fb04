import { ChatLinkItems } from '#app/components/catalog/chat-buttons';
import { Icon } from '#app/components/ui/icon';
import type { ChatLink } from '#common/chat-links';
import { useSiteData } from './site-data';
import { telHref } from './top-bar';

const ITEM = 'flex h-12 flex-col items-center justify-center rounded-md text-xs font-semibold';

/**
 * Call or chat in one tap on phones and tablets (docs/product.md §2), where the top bar with the
 * number is hidden: the phone of Settings and the chat apps the page's loader linked (§20). The
 * last thing in <main>, sticky at the bottom: it stays in view while the page scrolls and ends the
 * page in its own space, so nothing is left under it; above the compare tray when that shows
 * (--compare-tray-h, the tray then one slim row), with room at its end for the scroll-to-top
 * button once that shows, and out of sight while a field of the page has the keyboard. Plain links
 * that work before the page's script runs; in the chat buttons' chunk (vite.config.ts), which the
 * product page loads anyway. `variantIds`: the machines a chat click is counted for.
 */
export function ContactBar({
  links,
  variantIds = [],
}: {
  links: readonly ChatLink[];
  variantIds?: readonly number[];
}) {
  const { phone } = useSiteData().settings;
  if (!phone && links.length === 0) return null;
  return (
    <section
      id="contact-bar"
      aria-label="Call or chat with us"
      className="sticky bottom-[var(--compare-tray-h,0px)] z-30 h-16 border-t border-neutral-200 bg-white lg:hidden print:hidden [main:has(:is(input,textarea,select):focus)_&]:invisible"
    >
      <ul className="mx-auto grid max-w-7xl auto-cols-fr grid-flow-col gap-2 px-4 py-2 [:root:has(#scroll-to-top)_&]:pr-18">
        {phone && (
          <li>
            <a
              href={telHref(phone)}
              aria-label={`Call ${phone}`}
              className={`${ITEM} bg-brand text-brand-ink`}
            >
              <Icon name="phone" className="size-5" />
              Call
            </a>
          </li>
        )}
        <ChatLinkItems
          links={links}
          variantIds={variantIds}
          className={`${ITEM} border border-neutral-300 text-charcoal`}
        />
      </ul>
    </section>
  );
}
