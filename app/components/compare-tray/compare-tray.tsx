import { X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { MachineImage } from '#app/components/machine-image';
import { buttonClass } from '#app/components/ui/button';
import { compareHref } from '#app/lib/compare-address';
import { COMPARE_FULL_MESSAGE, type ComparedEntry, compareList } from '#app/lib/compare-list';
import { MAX_COMPARED } from '#common/site-constants';

// The compare tray (docs/product.md §18): fixed at the bottom of public pages while the compare
// list holds machines, with a picture and Remove for each, Clear and Compare now. A spacer as tall
// as the tray ends the page, so the footer's last line can still be scrolled above it, and the
// scroll-to-top button rises above it (--compare-tray-h). Under a phone's contact bar it is one slim
// row (the count, Clear and Compare now; Remove for each is on the comparison), so the bottom of the
// screen stays the page's (app.css, with-contact-bar).

/** Machines the catalogue no longer shows leave the list once per page load (one API request). */
function usePruneHidden(machines: readonly ComparedEntry[]) {
  const [note, setNote] = useState('');
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || machines.length === 0) return;
    checked.current = true;
    fetch(`/api/public/compare?ids=${machines.map((m) => m.id).join(',')}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { variants?: { id: number }[]; dropped?: number[] } } | null) => {
        const shown = body?.data?.variants?.map((v) => v.id);
        if (!shown || !body?.data?.dropped?.length) return;
        compareList.keep(shown);
        setNote(
          body.data.dropped.length === 1
            ? 'A machine you chose is no longer available and has left the list.'
            : 'Machines you chose are no longer available and have left the list.',
        );
      })
      .catch(() => {}); // offline: the list stays as stored
  }, [machines]);
  return note;
}

export default function CompareTray({ machines }: { machines: readonly ComparedEntry[] }) {
  // Not on /compare itself, whose table shows the machines with Remove for each.
  const { pathname } = useLocation();
  const shown = machines.length > 0 && pathname !== '/compare';
  const panel = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  const note = usePruneHidden(machines);
  // A fifth machine asked for (compare-list.ts): said here, in view wherever the button was.
  const refused = useSyncExternalStore(compareList.subscribe, compareList.refused, () => false);

  useEffect(() => {
    const element = panel.current;
    const root = document.documentElement;
    if (!shown || !element) return;
    const observer = new ResizeObserver(() => {
      setHeight(element.offsetHeight);
      root.style.setProperty('--compare-tray-h', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--compare-tray-h');
    };
  }, [shown]);

  if (!shown) return null;
  const ids = machines.map((m) => m.id);
  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={panel}
        id="compare-tray"
        aria-labelledby="compare-tray-title"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.12)] print:hidden"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 with-contact-bar:py-1">
          <h2 id="compare-tray-title" className="text-base font-semibold text-charcoal">
            Compare{' '}
            <span className="tabular-nums text-neutral-600">
              {machines.length}/{MAX_COMPARED}
            </span>
            <span className="sr-only"> machines</span>
          </h2>
          <ul
            aria-labelledby="compare-tray-title"
            className="order-last flex w-full gap-3 sm:order-none sm:w-auto sm:flex-1 with-contact-bar:hidden"
          >
            {machines.map((m) => (
              <li key={m.id} className="flex min-w-0 items-center gap-2 sm:max-w-56">
                <MachineImage src={m.image} alt="" className="w-16 shrink-0 rounded" sizes="64px" />
                <span className="hidden min-w-0 truncate text-sm font-medium text-charcoal lg:block">
                  {m.name}
                </span>
                <button
                  type="button"
                  onClick={() => compareList.remove(m.id)}
                  aria-label={`Remove ${m.name || 'this machine'} from the compare list`}
                  className="-ml-1 flex size-8 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 hover:text-charcoal focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <div className="ml-auto flex items-center gap-2">
            <button
              type="button"
              onClick={() => compareList.clear()}
              className={buttonClass('ghost', 'min-h-11 px-3 text-charcoal')}
            >
              Clear
            </button>
            <Link to={compareHref(ids)} className={buttonClass('dark', 'min-h-11 px-4')}>
              Compare now
            </Link>
          </div>
          <p role="status" className="order-last w-full text-sm font-medium text-charcoal empty:sr-only">
            {refused ? COMPARE_FULL_MESSAGE : note}
          </p>
        </div>
      </section>
    </>
  );
}
