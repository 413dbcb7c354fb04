import type { InterestFigures } from '#common/schemas/interest';

// The funnel of docs/product.md §20: how many views led to adds, and adds to quote requests. Each
// step's bar is its share of the views, and its line says what share of the step before it is. The
// views' line says who is not counted, so a tester's automated browser seeing 0 knows why.

const formatCount = new Intl.NumberFormat('en-PH');
/** "12% of views", or "No views yet" when there is nothing to take a share of. */
const share = (part: number, whole: number, of: string) =>
  whole > 0 ? `${Math.round((part / whole) * 100)}% ${of}` : `No ${of.replace(/^of /, '')} yet`;

export function InterestFunnel({ funnel }: { funnel: InterestFigures['funnel'] | undefined }) {
  const steps = [
    { label: 'Page views', value: funnel?.views, of: null },
    { label: 'Added to compare or quote list', value: funnel?.adds, of: 'of views' },
    { label: 'Quote requests', value: funnel?.quote_requests, of: 'of adds' },
  ] as const;
  return (
    <ol
      aria-label="Funnel"
      aria-busy={funnel === undefined || undefined}
      className="grid gap-3 sm:grid-cols-3"
    >
      {steps.map((step, i) => {
        const before = i > 0 ? steps[i - 1].value : undefined;
        const width =
          funnel && funnel.views > 0 ? Math.min(100, ((step.value ?? 0) / funnel.views) * 100) : 0;
        return (
          <li key={step.label} className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
            <span className="block text-sm font-medium text-neutral-700">{step.label}</span>
            {step.value === undefined ? (
              <span
                aria-hidden
                className="mt-2 block h-9 w-16 rounded bg-neutral-200 motion-safe:animate-pulse"
              />
            ) : (
              <span className="mt-2 block text-3xl leading-9 font-semibold text-charcoal tabular-nums">
                {formatCount.format(step.value)}
              </span>
            )}
            <span aria-hidden className="mt-3 block h-2 rounded-full bg-neutral-100">
              <span className="block h-2 rounded-full bg-brand" style={{ width: `${width}%` }} />
            </span>
            <span className="mt-2 block text-sm text-neutral-600">
              {step.of && step.value !== undefined && before !== undefined
                ? share(step.value, before, step.of)
                : 'Views of the product pages by people. Bots and headless browsers are not counted.'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
