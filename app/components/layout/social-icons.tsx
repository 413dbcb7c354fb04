import { Icon } from '#app/components/ui/icon';
import type { SocialLinks } from './site-data';

// The networks' marks are in the icon sprite (app/components/art/icons.ts, decision 065).
const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'twitter', label: 'X (Twitter)' },
  { key: 'linkedin', label: 'LinkedIn' },
] as const satisfies readonly { key: keyof SocialLinks; label: string }[];

/** The networks that have an address in Settings, optionally only some of them (the top bar shows three). */
function socialLinksOf(social: SocialLinks, only?: readonly (keyof SocialLinks)[]) {
  return SOCIAL_NETWORKS.filter((n) => social[n.key] && (!only || only.includes(n.key))).map((n) => ({
    ...n,
    href: social[n.key],
  }));
}

/** A row of icon links; each opens the network in a new tab and is named for screen readers. */
export function SocialLinkList({
  social,
  only,
  className = '',
  linkClass = '',
  iconClass = 'h-4 w-4',
}: {
  social: SocialLinks;
  only?: readonly (keyof SocialLinks)[];
  className?: string;
  linkClass?: string;
  iconClass?: string;
}) {
  const links = socialLinksOf(social, only);
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map(({ key, label, href }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={linkClass}>
            <Icon name={key} className={iconClass} />
          </a>
        </li>
      ))}
    </ul>
  );
}
