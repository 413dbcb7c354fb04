import type { ComparedEntry } from '#app/lib/compare-list';
import { loadCompareList, useCompareList } from './use-compare-list';

// "Compare" on a product card and the product page (docs/product.md §18): a toggle (aria-pressed)
// that puts the machine in this browser's compare list or takes it out. The server renders it
// unpressed (it cannot know the list); the list's code comes on the approach to the button, and a
// fifth machine's refusal is said in the tray, which is in view whenever the list is full.

const preload = () => void loadCompareList();

export function CompareToggle({ machine }: { machine: ComparedEntry }) {
  const pressed = useCompareList()?.some((m) => m.id === machine.id) ?? false;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Compare ${machine.name}`}
      onClick={() => void loadCompareList().then((m) => m.toggleCompare(machine))}
      onPointerEnter={preload}
      onFocus={preload}
      className="compare-toggle"
    >
      <span aria-hidden className={`compare-box ${pressed ? 'bg-charcoal text-white' : 'bg-white'}`}>
        {pressed && '✓'}
      </span>
      Compare
    </button>
  );
}
