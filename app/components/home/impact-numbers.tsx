import { useSiteData } from '#app/components/layout/site-data';
import { IMPACT_FIXED_FIGURES, IMPACT_SETTING_FIGURES, IMPACT_TITLE } from '#common/company-figures';

// The impact band of the home and About pages: the figures set in Settings → General under the
// labels their help texts name, then the fixed ones (common/company-figures.ts says which and why).

export function ImpactNumbers() {
  const { raw } = useSiteData().settings;
  const figures = [
    ...IMPACT_SETTING_FIGURES.map((f) => ({ label: f.label, value: String(raw[f.key] ?? '').trim() })),
    ...IMPACT_FIXED_FIGURES,
  ].filter((f) => f.value);

  return (
    <section aria-labelledby="impact-title" className="below-fold bg-charcoal py-12 text-white sm:py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="impact-title" className="text-2xl font-semibold sm:text-[2rem]">
          {IMPACT_TITLE}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="flex min-w-0 flex-col border-l-4 border-brand pl-4">
              <dt className="text-sm font-medium uppercase tracking-wide text-neutral-300">{f.label}</dt>
              <dd className="impact-figure">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
