import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { SiteSearch } from '#app/components/catalog/site-search';
import { buttonClass } from '#app/components/ui/button';
import { MAIN_LINKS } from '#app/lib/paths';
import { MOBILE_MENU_ID } from './mobile-menu';
import { useSiteActions } from './site-actions';
import type { SiteSettings } from './site-data';
import { SocialLinkList } from './social-icons';
import { telHref } from './top-bar';
import { UnitsSwitch } from './units-switch';

/**
 * The hamburger menu's panel (mobile-menu.tsx loads it on first use): a Radix dialog sliding in
 * from the right, so focus is trapped, Escape closes and the page behind does not scroll. Its
 * trigger lives outside (it must be there before this code is), so focus is given back to it here.
 */
export default function MobileMenuPanel({
  settings,
  open,
  setOpen,
  trigger,
}: {
  settings: SiteSettings;
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { openQuote, openInquiry } = useSiteActions();

  const then = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 lg:hidden" />
        <Dialog.Content
          id={MOBILE_MENU_ID}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // A link that navigated moved focus on already; otherwise back to the hamburger.
            event.preventDefault();
            const active = document.activeElement;
            if (!active || active === document.body) trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-charcoal text-white shadow-2xl focus:outline-none lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-white/10 px-4">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close
              className="flex h-11 w-11 items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand"
              aria-label="Close menu"
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-4 py-4">
            {/* A search closes the menu as any navigation does (mobile-menu.tsx). */}
            <div className="mb-4">
              <SiteSearch id="menu-search" tone="dark" />
            </div>
            <ul className="divide-y divide-white/10">
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/'}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      `flex h-12 items-center text-base font-medium focus-visible:outline-2 focus-visible:outline-brand ${
                        isActive ? 'text-brand' : 'text-neutral-100 hover:text-white'
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-6 grid gap-3">
              <button
                type="button"
                className={buttonClass('primary', 'w-full')}
                onClick={then(() => openQuote())}
              >
                Get Quote
              </button>
              <button
                type="button"
                className={buttonClass('outline', 'w-full text-white hover:bg-white/10')}
                onClick={then(openInquiry)}
              >
                General Inquiry
              </button>
            </div>
            <UnitsSwitch className="mt-6 text-base text-neutral-300 [&_button]:px-4 [&_button]:py-2" />
          </nav>
          <div className="border-t border-white/10 px-4 py-4 text-sm text-neutral-300">
            {settings.phone && (
              <a href={telHref(settings.phone)} className="block py-1 tabular-nums hover:text-white">
                {settings.phone}
              </a>
            )}
            {settings.email && (
              <a href={`mailto:${settings.email}`} className="block py-1 hover:text-white">
                {settings.email}
              </a>
            )}
            <SocialLinkList
              social={settings.social}
              className="mt-3 flex gap-2"
              linkClass="flex h-10 w-10 items-center justify-center rounded-md bg-white/5 hover:bg-white/15"
              iconClass="h-5 w-5"
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
