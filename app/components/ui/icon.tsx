import type { IconName } from '#app/components/art/icons';
import sprite from '#app/components/art/icons.svg?no-inline';

/**
 * An icon of the public pages (decision 065): a reference into the cached sprite, so the page
 * carries its name, not its drawing. Decorative (hidden from screen readers): the control or text
 * beside it says what it means. Size and colour come from `className` (`size-4 text-brand`).
 */
export function Icon({ name, className }: { name: IconName; className: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
