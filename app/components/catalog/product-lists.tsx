import type { ReactNode } from 'react';
import { Icon } from '#app/components/ui/icon';

/**
 * `aside`: a control beside the heading (the units switch beside the specifications).
 * `beforeEnd`: the last section before the blocks that end the page. It is skipped until near on a
 * phone only (decision 087): on a wider screen a jump to the end brings it near, and drawn at its
 * real height it would push the end out of view.
 */
function Section({
  id,
  title,
  aside,
  beforeEnd = false,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  beforeEnd?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={beforeEnd ? 'max-sm:below-fold' : 'below-fold'}>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function List({ items, icon, empty }: { items: string[]; icon: ReactNode; empty: string }) {
  if (items.length === 0) return <p className="text-neutral-600">{empty}</p>;
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="bullet-mark">{icon}</span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

// A variant's two bullet lists (docs/product.md §3): heading, bullet icon and the line an empty list shows.
const LISTS = {
  features: {
    title: 'Features',
    icon: <Icon name="check" className="size-4" />,
    empty: 'No features available for this product.',
  },
  applications: {
    title: 'Applications',
    icon: <Icon name="wrench" className="size-3.5" />,
    empty: 'No applications data available for this product.',
  },
};

export function BulletSection({ list, items }: { list: keyof typeof LISTS; items: string[] }) {
  const { title, icon, empty } = LISTS[list];
  return (
    <Section id={`${list}-heading`} title={title}>
      <List items={items} icon={icon} empty={empty} />
    </Section>
  );
}

export { Section as DetailSection };
