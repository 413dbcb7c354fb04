import { MessageCircle, MessageCircleMore, Phone } from 'lucide-react';
import { useId } from 'react';
import { CHAT_CHANNEL_NAMES, type ChatChannel, chatLinks } from '#common/chat-links';
import { sendInterest } from '../../lib/interest-beacon';
import { paths } from '../../lib/paths';
import { useSiteData } from '../layout/site-data';
import { buttonClass } from '../ui/button';

// Chat with the machine attached (docs/product.md §20): one plain link per chat app set in
// Settings → Social Media, opening the app with a message that names this machine and its page.
// A click also sends the interest beacon; the link works the same before the page's script runs.

const ICONS: Record<ChatChannel, typeof Phone> = {
  messenger: MessageCircle,
  viber: Phone,
  whatsapp: MessageCircleMore,
};

export function ChatButtons({ variant, origin }: { variant: { id: number; name: string }; origin: string }) {
  const { chat } = useSiteData().settings;
  const headingId = useId();
  const links = chatLinks(chat, [
    { id: variant.id, name: variant.name, url: `${origin}${paths.product(variant.id)}` },
  ]);
  if (links.length === 0) return null;
  return (
    <div className="mt-6">
      <p id={headingId} className="text-sm font-semibold text-neutral-700">
        Chat with us about this machine
      </p>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
        {links.map(({ channel, href, label }) => {
          const Icon = ICONS[channel];
          // m.me and wa.me open in a new tab (or the app on a phone); viber:// hands over to the app.
          const external = href.startsWith('https:');
          return (
            <li key={channel}>
              <a
                href={href}
                aria-label={label}
                target={external ? '_blank' : undefined}
                rel="noopener noreferrer"
                onClick={() => sendInterest({ variant_id: variant.id, event: 'chat_click', channel })}
                className={buttonClass('outline', 'min-h-11 text-charcoal')}
              >
                <Icon aria-hidden className="size-5" />
                {CHAT_CHANNEL_NAMES[channel]}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
