import { Check, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button';
import type { QuoteItem } from '#app/lib/quote-list';
import { formatSharedItems, sharePath } from '#app/lib/quote-share';

// Share list (docs/product.md §19): a short link with the machines and quantities (never the
// notes), copied to the clipboard. The link also stays on screen in a field, selected, for
// browsers that refuse the clipboard and for people who would rather see what they send.

export function ShareList({ items }: { items: readonly QuoteItem[] }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<{ link: string; copied: boolean } | null>(null);
  // A link made before the list changed no longer describes it.
  const current = formatSharedItems(items);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is the list by value
  useEffect(() => setShown(null), [current]);
  // Not copied: the link is selected in its field, ready for the person to copy.
  useEffect(() => {
    if (!shown || shown.copied) return;
    field.current?.focus();
    field.current?.select();
  }, [shown]);

  const share = async () => {
    const link = new URL(sharePath(items), window.location.origin).href;
    let copied = false;
    try {
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch {
      // no clipboard here, or it was refused: the field below holds the link
    }
    setShown({ link, copied });
  };

  return (
    <div className="grid gap-2">
      <Button variant="outline" onClick={share} className="justify-self-start px-4 py-2">
        <Link2 aria-hidden className="size-4" />
        Share list
      </Button>
      {shown ? (
        <div className="grid gap-1">
          <p role="status" className="flex items-center gap-1 text-sm text-neutral-700">
            {shown.copied ? <Check aria-hidden className="size-4 text-green-700" /> : null}
            {shown.copied ? 'Link copied. Notes stay on this device.' : 'Copy this link to share the list.'}
          </p>
          <label htmlFor={id} className="sr-only">
            Link to this quote list
          </label>
          <input
            id={id}
            readOnly
            value={shown.link}
            ref={field}
            onFocus={(e) => e.currentTarget.select()}
            // The font would draw the x of "12x2" as ×: shown as it is copied.
            className="w-full rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 text-sm text-charcoal [font-feature-settings:'calt'_0] focus:outline-2 focus:outline-brand"
          />
        </div>
      ) : null}
    </div>
  );
}
