import { Icon } from '#app/components/ui/icon';
import type { SiteSettings } from './site-data';
import { SocialLinkList } from './social-icons';
import { UnitsSwitch } from './units-switch';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Desktop-only contact line above the main nav (docs/product.md §2): phone, e-mail, address, three networks. */
export function TopBar({ settings }: { settings: SiteSettings }) {
  return (
    <div className="hidden bg-neutral-950 text-sm text-neutral-300 lg:block">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-6 px-4">
        <ul className="flex min-w-0 items-center gap-6 whitespace-nowrap">
          {settings.phone && (
            <li>
              <a href={telHref(settings.phone)} className="flex items-center gap-2 hover:text-white">
                <Icon name="phone" className="h-4 w-4 text-brand" />
                <span className="tabular-nums">{settings.phone}</span>
              </a>
            </li>
          )}
          {settings.email && (
            <li>
              <a href={`mailto:${settings.email}`} className="flex items-center gap-2 hover:text-white">
                <Icon name="mail" className="h-4 w-4 text-brand" />
                {settings.email}
              </a>
            </li>
          )}
          {settings.fullAddress && (
            <li className="flex min-w-0 items-center gap-2">
              <Icon name="map-pin" className="h-4 w-4 shrink-0 text-brand" />
              <span className="truncate">{settings.fullAddress}</span>
            </li>
          )}
        </ul>
        <div className="flex shrink-0 items-center gap-4">
          <UnitsSwitch />
          <SocialLinkList
            social={settings.social}
            only={['facebook', 'instagram', 'youtube']}
            className="flex items-center gap-1"
            linkClass="flex h-8 w-8 items-center justify-center rounded hover:bg-white/10 hover:text-white"
          />
        </div>
      </div>
    </div>
  );
}

export { telHref };
