import { Eye, Target } from 'lucide-react';
import type { SiteData } from '../layout/site-data';
import { uniqueCategoryNames } from '../layout/site-data';
import { MISSION, VISION, WHO_WE_ARE } from './about-copy';
import { SectionHeading } from './section-heading';

/** Who We Are (company text from Settings plus facts) and the Mission and Vision cards. */
export function WhoWeAre({ data }: { data: SiteData }) {
  const { settings } = data;
  const facts = [
    { label: 'Founded', value: settings.foundedYear },
    { label: 'Team', value: String(settings.raw.employees ?? '') },
    { label: 'Brands we carry', value: String(data.brands.length) },
    { label: 'Equipment categories', value: String(uniqueCategoryNames(data.categories).length) },
  ].filter((f) => f.value && f.value !== '0');

  return (
    <>
      <section aria-labelledby="who-title" className="bg-white py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <SectionHeading id="who-title" eyebrow="Who We Are" title={`About ${settings.siteName}`} />
            {settings.description && <p className="mt-6 text-lg text-neutral-800">{settings.description}</p>}
            {WHO_WE_ARE.map((p) => (
              <p key={p} className="mt-4 text-base text-neutral-700">
                {p}
              </p>
            ))}
          </div>
          <aside aria-label="At a glance" className="lg:col-span-5">
            <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-neutral-200 bg-neutral-200">
              {facts.map((f) => (
                <div key={f.label} className="flex flex-col bg-neutral-50 p-6">
                  <dt className="text-sm text-neutral-600">{f.label}</dt>
                  <dd className="order-first text-[2rem] font-semibold tabular-nums text-charcoal">
                    {f.value}
                  </dd>
                </div>
              ))}
            </dl>
            {settings.fullAddress && (
              <p className="mt-4 text-sm text-neutral-600">
                Head office and parts warehouse: {settings.fullAddress}
              </p>
            )}
          </aside>
        </div>
      </section>
      <section aria-labelledby="mission-title" className="bg-neutral-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="mission-title" eyebrow="What drives us" title="Mission and Vision" />
          <div className="mt-8 grid gap-4 md:grid-cols-2 lg:gap-6">
            {[
              { icon: Target, title: 'Our Mission', text: MISSION },
              { icon: Eye, title: 'Our Vision', text: VISION },
            ].map(({ icon: Icon, title, text }) => (
              <article
                key={title}
                className="rounded-lg border-t-4 border-brand bg-white p-6 shadow-sm sm:p-8"
              >
                <Icon className="h-8 w-8 text-charcoal" aria-hidden="true" />
                <h3 className="mt-4 text-2xl font-semibold text-charcoal">{title}</h3>
                <p className="mt-3 text-lg text-neutral-700">{text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
