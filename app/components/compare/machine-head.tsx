import { Link } from 'react-router';
import { AddToQuoteList } from '#app/components/catalog/add-to-quote-list';
import { Price } from '#app/components/catalog/price';
import { loadCompareList } from '#app/components/compare-tray/use-compare-list';
import { useSiteActions } from '#app/components/layout/site-actions';
import { MachineImage } from '#app/components/machine-image';
import { Button } from '#app/components/ui/button';
import type { ComparedMachine } from '#app/lib/compare-view';
import { paths } from '#app/lib/paths';
import { STICKY_CELL } from './cells';

// The head of the comparison (docs/product.md §18): a column per machine with its picture, name,
// maker and category, price, Get Quote, Add to quote list (§19) and Remove. Only the names are column headings, so a
// screen reader names a value's column by the machine alone.

const CELL = 'border-b border-neutral-100 px-3 py-2 align-top sm:px-4';

export function MachineHead({
  machines,
  removeHref,
}: {
  machines: ComparedMachine[];
  removeHref: (id: number) => string;
}) {
  const { openQuote, preloadModals } = useSiteActions();
  return (
    <>
      <thead>
        <tr>
          <td className={`${STICKY_CELL} bg-white`} />
          {machines.map((m) => (
            <td key={m.id} className="px-3 pt-4 sm:px-4">
              {/* All of them sit in the first row, above the fold: none is lazy (as a listing's first row). */}
              <MachineImage
                src={m.image}
                alt={m.name}
                priority
                className="rounded-md"
                sizes="(min-width: 1280px) 260px, (min-width: 640px) 25vw, 160px"
              />
            </td>
          ))}
        </tr>
        <tr>
          <td className={`${STICKY_CELL} bg-white`} />
          {machines.map((m) => (
            <th key={m.id} scope="col" className="px-3 pt-3 pb-1 text-left align-top font-normal sm:px-4">
              <Link
                to={paths.product(m.id)}
                prefetch="intent"
                className="block text-base leading-snug font-semibold text-charcoal hover:underline"
              >
                {m.name}
              </Link>
              <span className="mt-1 block text-sm text-neutral-600">
                {m.brand} · {m.category}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th
            scope="row"
            className={`${STICKY_CELL} ${CELL} bg-white text-left font-normal text-neutral-700`}
          >
            Price
          </th>
          {machines.map((m) => (
            <td key={m.id} className={CELL}>
              <Price price={m.price} className="font-semibold" />
            </td>
          ))}
        </tr>
        <tr>
          <td className={`${STICKY_CELL} bg-white print:hidden`} />
          {machines.map((m) => (
            <td key={m.id} className="px-3 pt-1 pb-4 align-top sm:px-4 print:hidden">
              <div className="flex flex-col items-start gap-2">
                <Button
                  className="w-full px-3 py-2"
                  onClick={() => openQuote({ id: m.id, name: m.name, fullName: m.quoteName })}
                  onPointerEnter={preloadModals}
                  onFocus={preloadModals}
                  aria-label={`Get Quote for ${m.name}`}
                >
                  Get Quote
                </Button>
                <AddToQuoteList variantId={m.id} name={m.name} />
                <Link
                  to={removeHref(m.id)}
                  preventScrollReset
                  // The machine leaves this browser's compare list too (the tray's, §18).
                  onClick={() => void loadCompareList().then((l) => l.compareList.remove(m.id))}
                  aria-label={`Remove ${m.name} from the comparison`}
                  className="inline-flex min-h-11 items-center text-sm text-neutral-700 underline underline-offset-2 hover:text-charcoal"
                >
                  Remove
                </Link>
              </div>
            </td>
          ))}
        </tr>
      </tbody>
    </>
  );
}
