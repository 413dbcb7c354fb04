import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '#app/components/ui/icon';
import { lazyPanel } from '#app/lib/lazy-panel';
import type { SiteSettings } from './site-data';

export const MOBILE_MENU_ID = 'mobile-menu';

// The panel (and Radix Dialog with it, ~15 KB gzipped) is fetched when the hamburger is first
// pressed, or already when a pointer or focus reaches it, so it stays out of every page's first load.
const menu = lazyPanel(() => import('./mobile-menu-panel'));

/**
 * The hamburger menu below the lg breakpoint. The button is server-rendered and works at once;
 * the first press opens the panel as soon as its code has arrived. Closes on navigation.
 */
export function MobileMenu({ settings }: { settings: SiteSettings }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        onPointerEnter={menu.preload}
        onFocus={menu.preload}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      <menu.Panel opened={open} settings={settings} open={open} setOpen={setOpen} trigger={trigger} />
    </>
  );
}
