import { NavLink, useLocation } from 'react-router';
import { buttonClass } from '#app/components/ui/button';
import { MAIN_LINKS } from '#app/lib/paths';
import { HEADER_FIXED_AFTER_PX } from '#common/site-constants';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ProductsMenu } from './products-menu';
import { QuoteListLink } from './quote-list-link';
import { useSiteActions } from './site-actions';
import type { SiteData } from './site-data';
import { TopBar } from './top-bar';
import { useScrolledPast } from './use-scrolled-past';

const LINK = 'nav-link';

/**
 * Site header (docs/product.md §2). The nav band becomes fixed after 100 px of scrolling; its slot keeps the
 * same height so the page below does not jump.
 */
export function Header({ data }: { data: SiteData }) {
  const fixed = useScrolledPast(HEADER_FIXED_AFTER_PX);
  const { pathname } = useLocation();
  const { openQuote, openInquiry, preloadModals } = useSiteActions();

  return (
    <header>
      <TopBar settings={data.settings} />
      <div className="h-16 lg:h-20">
        <div
          data-fixed={fixed}
          className={`inset-x-0 top-0 z-40 bg-charcoal text-white ${
            fixed ? 'fixed shadow-lg shadow-black/20' : 'relative'
          }`}
        >
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 lg:h-20">
            <Logo name={data.settings.siteName} className="shrink" />
            <nav aria-label="Main" className="hidden h-full lg:block">
              <ul className="flex h-full items-center">
                {MAIN_LINKS.map((link) => (
                  <li key={link.to} className="h-full">
                    {link.label === 'Products' ? (
                      <ProductsMenu data={data} active={pathname.startsWith('/products')} />
                    ) : (
                      <NavLink
                        to={link.to}
                        end={link.to === '/'}
                        className={({ isActive }) =>
                          `${LINK} ${isActive ? 'border-brand text-white' : 'border-transparent text-neutral-200 hover:text-white'}`
                        }
                      >
                        {link.label}
                      </NavLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex shrink-0 items-center gap-1 sm:gap-2">
              <button
                type="button"
                onClick={openInquiry}
                onPointerEnter={preloadModals}
                onFocus={preloadModals}
                className={buttonClass(
                  'outline',
                  'border-white/40 text-white hover:bg-white/10 max-xl:hidden',
                )}
              >
                General Inquiry
              </button>
              <button
                type="button"
                onClick={() => openQuote()}
                onPointerEnter={preloadModals}
                onFocus={preloadModals}
                className={buttonClass('primary')}
              >
                Get Quote
              </button>
              <QuoteListLink />
              <MobileMenu settings={data.settings} />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
