import { SpecValue } from './spec-value';

/** The dark band of up to 3 highlighted parameters (the variant's featured parameters). */
export function HighlightBand({ entries }: { entries: [string, string, string?][] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-label="Key specifications" className="bg-charcoal text-white">
      <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3 sm:gap-8">
        {entries.map(([key, value, display]) => (
          <div key={key} className="border-l-4 border-brand pl-4">
            <dt className="text-sm text-neutral-300">{key}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              <SpecValue value={value} display={display} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
