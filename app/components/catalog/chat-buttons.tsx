import { useId } from 'react';
import type { IconName } from '#app/components/art/icons';
import { buttonClass } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import { sendInterest } from '#app/lib/interest-beacon';
import type { ChatChannel, ChatLink } from '#common/chat-links';

// Chat with the machine attached (docs/product.md §20): one plain link per chat app set in
// Settings → Social Media, built by the page's loader (common/chat-links.ts), so the browser gets
// the addresses and no code to make them. A click also sends the interest beacon; the link works
// the same before the page's script runs. The icons are the sprite's (decision 065); Viber's is a
// mark of its own, as the phone beside Call would read as a second Call button.

const ICONS: Record<ChatChannel, IconName> = {
  messenger: 'send',
  viber: 'viber',
  whatsapp: 'message-square-text',
};

/**
 * One list item per link, counted for `variantIds` on a click: the buttons below, and the phone
 * contact bar's (layout/contact-bar.tsx).
 */
export function ChatLinkItems({
  links,
  variantIds,
  className,
}: {
  links: readonly ChatLink[];
  variantIds: readonly number[];
  className: string;
}) {
  return links.map(({ channel, name, href, label }) => {
    // m.me and wa.me open in a new tab (or the app on a phone); viber:// hands over to the app.
    const external = href.startsWith('https:');
    return (
      <li key={channel} className="min-w-0">
        <a
          href={href}
          aria-label={label}
          target={external ? '_blank' : undefined}
          rel="noopener noreferrer"
          onClick={() => {
            for (const id of variantIds) sendInterest({ variant_id: id, event: 'chat_click', channel });
          }}
          className={className}
        >
          <Icon name={ICONS[channel]} className="size-5" />
          {name}
        </a>
      </li>
    );
  });
}

/** `variantIds`: the machines the links name (a comparison's or a quote list's, §18, §19), each counted. */
export function ChatButtons({ variantIds, links }: { variantIds: readonly number[]; links: ChatLink[] }) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <div className="mt-6">
      <p id={headingId} className="text-sm font-semibold text-neutral-700">
        Chat with us about {variantIds.length === 1 ? 'this machine' : 'these machines'}
      </p>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
        <ChatLinkItems
          links={links}
          variantIds={variantIds}
          className={buttonClass('outline', 'min-h-11 text-charcoal')}
        />
      </ul>
    </div>
  );
}
