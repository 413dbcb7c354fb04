import type { SVGProps } from 'react';
import type { SocialLinks } from './site-data';

// lucide-react 1.x ships no brand marks, so these are simplified, single-colour outlines of the
// networks' logos drawn in the same 24-unit grid and stroke style as the lucide icons.
type IconProps = SVGProps<SVGSVGElement>;
const Svg = ({ children, ...p }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    {...p}
  >
    {children}
  </svg>
);

const Facebook = (p: IconProps) => (
  <Svg {...p}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </Svg>
);
const Instagram = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </Svg>
);
const Youtube = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
    <path d="m10 15 5-3-5-3z" />
  </Svg>
);
const Twitter = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      stroke="none"
      d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.59-6.64 7.59H.47l8.6-9.83L0 1.15h7.6l5.24 6.93zm-1.29 19.5h2.04L6.49 3.24H4.3z"
    />
  </Svg>
);
const Linkedin = (p: IconProps) => (
  <Svg {...p}>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
    <rect x="2" y="9" width="4" height="12" />
    <circle cx="4" cy="4" r="2" />
  </Svg>
);

const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook', Icon: Facebook },
  { key: 'instagram', label: 'Instagram', Icon: Instagram },
  { key: 'youtube', label: 'YouTube', Icon: Youtube },
  { key: 'twitter', label: 'X (Twitter)', Icon: Twitter },
  { key: 'linkedin', label: 'LinkedIn', Icon: Linkedin },
] as const satisfies readonly { key: keyof SocialLinks; label: string; Icon: unknown }[];

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
      {links.map(({ key, label, href, Icon }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={linkClass}>
            <Icon className={iconClass} />
          </a>
        </li>
      ))}
    </ul>
  );
}
