import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '#app/components/ui/icon';
import { lazyPanel } from '#app/lib/lazy-panel';
import { loadProductLines } from '#app/lib/product-lines';
import { DROPDOWN_CLOSE_DELAY_MS } from '#common/site-constants';
import type { SiteData } from './site-data';

// The panel is drawn only while open, so its code (~1.3 KB gzipped, on every page) is fetched when
// a pointer or focus first reaches the menu; the first hover or key opens it as soon as it is here.
const panel = lazyPanel(() =>
  import('./products-menu-panel').then((m) => ({ default: m.ProductsMenuPanel })),
);
// The panel's product lines are read with its code (app/lib/product-lines.ts).
const productsPanel = {
  Panel: panel.Panel,
  preload: () => {
    panel.preload();
    loadProductLines().catch(() => {});
  },
};

/**
 * The Products mega dropdown of the desktop nav (docs/product.md §2). Opens on hover or from the keyboard
 * (Enter, Space, ArrowDown), always with the first brand and its first category preselected;
 * closes 150 ms after the pointer leaves (so crossing the gap to the panel does not close it),
 * on Escape (focus back on the trigger), when focus leaves it, and after a link is followed.
 */
export function ProductsMenu({ data, active }: { data: SiteData; active: boolean }) {
  const [open, setOpen] = useState(false);
  // Set when the keyboard moves into a panel that is not drawn yet (its code may still be on its
  // way): the panel then takes focus as it appears.
  const [focusOnShow, setFocusOnShow] = useState(false);
  const panelShown = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hide = () => {
    cancelClose();
    setOpen(false);
    setFocusOnShow(false);
  };
  const hideSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(hide, DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Arrowing down reads the first brand; so does Tab from the trigger, its next stop.
  const moveIntoPanel = () => {
    if (panelShown.current) document.getElementById(panelId)?.querySelector<HTMLAnchorElement>('a')?.focus();
    else setFocusOnShow(true);
  };
  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || ((e.key === 'Enter' || e.key === ' ') && !open)) {
      e.preventDefault();
      show();
      if (e.key === 'ArrowDown') moveIntoPanel();
    } else if (e.key === 'Tab' && !e.shiftKey && open && !panelShown.current) {
      // Not drawn yet: Tab would skip past it to the next header button.
      e.preventDefault();
      moveIntoPanel();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer hover only mirrors the button; keyboard users have the button
    <div
      className="h-full"
      onPointerEnter={(e) => {
        productsPanel.preload();
        if (e.pointerType === 'mouse') show();
      }}
      onFocus={productsPanel.preload}
      onPointerLeave={(e) => e.pointerType === 'mouse' && hideSoon()}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          hide();
          trigger.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hide();
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? hide() : show())}
        onKeyDown={onTriggerKey}
        className={`nav-link gap-1 ${
          active || open ? 'border-brand text-white' : 'border-transparent text-neutral-200 hover:text-white'
        }`}
      >
        Products
        <Icon
          name="chevron-down"
          className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full z-40">
        {/* Drawn only while open: each opening starts again from the first brand. */}
        {open && (
          <productsPanel.Panel
            opened
            data={data}
            onNavigate={hide}
            focusFirst={focusOnShow}
            onShown={(shown) => {
              panelShown.current = shown;
            }}
          />
        )}
      </div>
    </div>
  );
}
