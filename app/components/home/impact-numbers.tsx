// Spec §9: the impact figures are fixed copy.
const FIGURES = [
  { value: '200+', label: 'Categories' },
  { value: '50+', label: 'Exporting Countries' },
  { value: '2000+', label: 'Square Meters' },
  { value: '500+', label: 'Clients' },
];

export function ImpactNumbers() {
  return (
    <section aria-labelledby="impact-title" className="bg-charcoal py-12 text-white sm:py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="impact-title" className="text-2xl font-semibold sm:text-[2rem]">
          Our Impact
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {FIGURES.map((f) => (
            <div key={f.label} className="flex flex-col border-l-4 border-brand pl-4">
              <dt className="text-sm font-medium uppercase tracking-wide text-neutral-300">{f.label}</dt>
              <dd className="order-first mt-1 text-[2rem] font-semibold tabular-nums text-white sm:text-[2.5rem]">
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
