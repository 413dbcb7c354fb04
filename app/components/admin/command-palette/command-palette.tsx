import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog } from '#app/components/ui/dialog';
import { PalettePanel } from './palette-panel';

// Cmd+K / Ctrl+K (docs/product.md §26, decision 068): from any back-office page the keys open one
// box that finds records and actions; the header's Search button does the same on a touch screen.
// Mounted once, by the admin frame (admin-shell.tsx).

const isPaletteKey = (e: KeyboardEvent) =>
  (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

export function CommandPalette() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteKey(e)) return;
      // The browser's own Ctrl+K (its address bar's search) gives way inside the back office.
      e.preventDefault();
      setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex items-center gap-2 rounded-md border border-neutral-300 px-2 py-1.5 text-sm text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand sm:px-3"
      >
        <Search aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">Search</span>
        <kbd
          aria-hidden
          className="hidden rounded border border-neutral-300 px-1 text-xs text-neutral-500 lg:inline"
        >
          Ctrl K
        </kbd>
      </button>
      {/* Mounted only while open: a closed palette costs the pages around it nothing. */}
      {open ? (
        <Dialog open onOpenChange={setOpen} title="Find anything" size="lg">
          <PalettePanel onDone={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </>
  );
}
