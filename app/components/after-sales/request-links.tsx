import { ArrowRight, Cog, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths';

// The two after-sales requests (docs/product.md §30) as cards that lead to their pages: on the
// Services page and the contact page.

const REQUESTS = [
  {
    icon: Cog,
    to: paths.parts(),
    title: 'Order parts',
    text: 'By part number or description, with the serial number and a photo. Price and availability from the nearest branch.',
    action: 'Send a parts request',
  },
  {
    icon: Wrench,
    to: paths.service(),
    title: 'Book a service',
    text: 'Tell us what is wrong and where the machine is. A machine that is down is answered first.',
    action: 'Send a service request',
  },
] as const;

export function RequestLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      {REQUESTS.map(({ icon: Icon, to, title, text, action }) => (
        <li key={to} className="flex flex-col rounded-lg border border-neutral-200 bg-white p-6">
          <h3 className="flex items-center gap-3 text-lg font-semibold text-charcoal">
            <span className="flex size-10 items-center justify-center rounded-md bg-brand/15">
              <Icon aria-hidden className="size-5" />
            </span>
            {title}
          </h3>
          <p className="mt-3 flex-1 text-neutral-700">{text}</p>
          <Link
            to={to}
            className="mt-4 inline-flex items-center gap-2 self-start font-semibold text-charcoal underline decoration-brand decoration-2 underline-offset-4 hover:decoration-charcoal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {action}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
