import type { IconName } from '#app/components/art/icons';
import { ButtonLink } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import { paths } from '#app/lib/paths';

const POINTS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield-check',
    title: 'Trusted makers',
    text: 'Machines from established brands with factory warranty.',
  },
  {
    icon: 'wrench',
    title: 'Our own technicians',
    text: 'Delivery, commissioning and after-sales service nationwide.',
  },
  { icon: 'globe', title: 'Parts on hand', text: 'Filters, wear parts and hydraulics stocked locally.' },
];

/** Who we are, in a few lines, with the company description from Settings when there is one. */
export function AboutBlock({ siteName, description }: { siteName: string; description: string }) {
  return (
    <section aria-labelledby="about-title" className="below-fold bg-neutral-50 py-12 sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-neutral-600">About us</p>
          <h2 id="about-title" className="mt-2 text-2xl font-semibold text-charcoal sm:text-[2rem]">
            About {siteName}
          </h2>
          <p className="mt-4 text-lg leading-8 text-neutral-700">{description}</p>
          <ButtonLink to={paths.about()} variant="dark" className="mt-8">
            More About Us <Icon name="arrow-right" className="h-4 w-4" />
          </ButtonLink>
        </div>
        <ul className="grid gap-4">
          {POINTS.map(({ icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-lg border border-neutral-200 bg-white p-5">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md bg-brand text-brand-ink">
                <Icon name={icon} className="h-6 w-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-charcoal">{title}</h3>
                <p className="mt-1 text-neutral-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
