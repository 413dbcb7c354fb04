import { Eye, Target } from 'lucide-react';
import type { SiteData } from '#app/components/layout/site-data';
import { uniqueCategoryNames } from '#app/components/layout/site-data';
import { AT_A_GLANCE_LABELS, AT_A_GLANCE_TITLE } from '#common/company-figures';
import { MISSION, VISION, WHO_WE_ARE } from './about-copy';
import { HeadedSection, SectionHeading } from './section-heading';

/**
 * Who We Are (tagline and company text from Settings plus facts) and the Mission and Vision cards.
 * The facts are the founding year and live counts of the catalogue; the head count is one of the
 * impact figures further down the page, shown once, under its own label (common/company-figures.ts).
 */
export function WhoWeAre({ data }: { data: SiteData }) {
  const { settings } = data;
  const facts = [
    { label: AT_A_GLANCE_LABELS.founded, value: settings.foundedYear },
    { label: AT_A_GLANCE_LABELS.brands, value: String(data.brands.length) },
    { label: AT_A_GLANCE_LABELS.categories, value: String(uniqueCategoryNames(data.categories).length) },
  ].filter((f) => f.value && f.value !== '0');

  return (
    <>
      <section aria-labelledby="who-title" className="bg-white py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <SectionHeading
              id="who-title"
              eyebrow="Who We Are"
              title={`About ${settings.siteName}`}
              lead={settings.tagline || undefined}
            />
            {settings.description && <p className="mt-6 text-lg text-neutral-800">{settings.description}</p>}
            {WHO_WE_ARE.map((p) => (
              <p key={p} className="mt-4 text-base text-neutral-700">
                {p}
              </p>
            ))}
          </div>
          <aside aria-label={AT_A_GLANCE_TITLE} className="lg:col-span-5">
            <dl
              className="grid gap-px overflow-hidden rounded-lg border border-neutral-200 bg-neutral-200"
              style={{ gridTemplateColumns: `repeat(${facts.length}, minmax(0, 1fr))` }}
            >
              {facts.map((f) => (
                <div key={f.label} className="flex min-w-0 flex-col bg-neutral-50 p-4 sm:p-6">
                  <dt className="text-sm text-neutral-600">{f.label}</dt>
                  <dd className="order-first text-[1.75rem] font-semibold tabular-nums [overflow-wrap:anywhere] text-charcoal sm:text-[2rem]">
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
      <HeadedSection tone="neutral" id="mission-title" eyebrow="What drives us" title="Mission and Vision">
        <div className="mt-8 grid gap-4 md:grid-cols-2 lg:gap-6">
          {[
            { icon: Target, title: 'Our Mission', text: MISSION },
            { icon: Eye, title: 'Our Vision', text: VISION },
          ].map(({ icon: Icon, title, text }) => (
            <article key={title} className="rounded-lg border-t-4 border-brand bg-white p-6 shadow-sm sm:p-8">
              <Icon className="h-8 w-8 text-charcoal" aria-hidden="true" />
              <h3 className="mt-4 text-2xl font-semibold text-charcoal">{title}</h3>
              <p className="mt-3 text-lg text-neutral-700">{text}</p>
            </article>
          ))}
        </div>
      </HeadedSection>
    </>
  );
}
