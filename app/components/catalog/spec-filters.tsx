import { useEffect, useId, useRef, useState } from 'react';
import type { ListingQuery } from '#app/lib/listing-query';
import {
  formatNumber,
  imperialRangeText,
  isNumericFacet,
  type SpecFacet,
  type SpecScale,
  type SpecScales,
  shownBound,
  typedBound,
} from '#app/lib/spec-view';
import { useIdleReveal } from '#app/lib/use-idle-reveal';
import { useTypedBeforeHydration } from '#app/lib/use-typed-before-hydration';
import type { NumericFacet, TextFacet } from '#common/schemas/parameters';
import type { SpecFilter } from '#common/spec-filters';
import { specFilters } from './spec-filters-ready';

// The spec filters of the listing (docs/product.md §17): numbers as min–max fields over a small
// histogram, text values as checkboxes with counts. Named as the address reads them
// (`spec.<key>.min`/`.max`, one `spec.<key>` per ticked value), so the form works before its
// JavaScript; with it, the panel's state is written by paths.products.

type Change = (next: ListingQuery, typing?: boolean) => void;

interface SpecFiltersProps {
  facets: SpecFacet[];
  scales: SpecScales;
  value: ListingQuery;
  onChange: Change;
  /**
   * The sidebar's: the server draws the filters of the first screen (and every one up to the last
   * active), the browser the rest in idle time once these have hydrated (decision 073).
   */
  later?: boolean;
}

/**
 * The sidebar's spec filters start below the Price and Availability fields, past the first screen
 * of a 1440 × 900 window (the first legend at 975 px); the first filter reaches past a 1080-pixel
 * one.
 */
const FIRST_SCREEN_FILTERS = 1;

/** How many filters the page is drawn with: the first screen's, and every one up to the last active. */
function drawnWithPage(facets: SpecFacet[], value: ListingQuery): number {
  const active = new Set((value.spec ?? []).map((f) => f.key));
  const last = facets.findLastIndex((f) => active.has(f.key));
  return Math.max(FIRST_SCREEN_FILTERS, last + 1);
}

export function SpecFilters({ facets, scales, value, onChange, later = false }: SpecFiltersProps) {
  // Fixed at the first render, so hydration draws what the server drew.
  const [first] = useState(() => (later ? drawnWithPage(facets, value) : facets.length));
  const [whole] = useIdleReveal(!later);
  useEffect(() => {
    specFilters.ready = true;
  }, []);
  if (facets.length === 0) return null;
  const shown = whole ? facets : facets.slice(0, first);
  const filterOf = (key: string) => value.spec?.find((f) => f.key === key);
  /** The state with this parameter's filter replaced (or removed when `next` is null). */
  const set = (key: string, next: SpecFilter | null, typing?: boolean) => {
    const spec = (value.spec ?? []).filter((f) => f.key !== key);
    if (next) spec.push(next);
    onChange({ ...value, spec: spec.length ? spec : undefined, page: 1 }, typing);
  };
  return (
    <div className="space-y-5 border-t border-neutral-200 pt-4">
      <h3 className="text-base font-semibold">Specifications</h3>
      {shown.map((f) =>
        isNumericFacet(f) ? (
          <RangeFilter key={f.key} facet={f} scale={scales[f.key]} filter={filterOf(f.key)} set={set} />
        ) : (
          <ValuesFilter key={f.key} facet={f} filter={filterOf(f.key)} set={set} />
        ),
      )}
    </div>
  );
}

type Set = (key: string, next: SpecFilter | null, typing?: boolean) => void;

function RangeFilter(props: { facet: NumericFacet; scale?: SpecScale; filter?: SpecFilter; set: Set }) {
  const { facet, scale, set } = props;
  const id = useId();
  const unit = facet.unit ?? '';
  const range = props.filter?.type === 'range' ? props.filter : undefined;
  const bound = (which: 'min' | 'max', n: number | undefined) => {
    const next = { ...range, [which]: n };
    const empty = next.min === undefined && next.max === undefined;
    set(facet.key, empty ? null : { key: facet.key, type: 'range', min: next.min, max: next.max }, true);
  };
  const known = facet.min !== null && facet.max !== null;
  return (
    <fieldset aria-describedby={known ? `${id}-range` : undefined}>
      <legend className="mb-1 text-sm font-medium text-charcoal">{`${facet.name}${unit && ` (${unit})`}`}</legend>
      {known && <Histogram facet={facet} unit={unit} />}
      <div className="grid grid-cols-2 gap-3">
        {(['min', 'max'] as const).map((which) => (
          <BoundInput
            key={which}
            label={`${which === 'min' ? 'Minimum' : 'Maximum'} ${facet.name.toLowerCase()}`}
            name={`spec.${facet.key}.${which}`}
            metric={range?.[which]}
            scale={scale}
            placeholder={known ? formatNumber(facet[which] as number) : which === 'min' ? 'Min' : 'Max'}
            onChange={(n) => bound(which, n)}
          />
        ))}
      </div>
      {known && (
        <p id={`${id}-range`} className="mt-1 text-xs text-neutral-600">
          {`Available: ${
            scale
              ? imperialRangeText(facet.min as number, facet.max as number, scale)
              : `${formatNumber(facet.min as number)}–${formatNumber(facet.max as number)} ${unit}`
          }`}
        </p>
      )}
    </fieldset>
  );
}

/** Ten bars of how many products fall in each tenth of the range; their numbers are read out. */
function Histogram({ facet, unit }: { facet: NumericFacet; unit: string }) {
  const top = Math.max(1, ...facet.histogram);
  const min = facet.min as number;
  const step = ((facet.max as number) - min) / facet.histogram.length;
  const steps = facet.histogram
    .map(
      (n, i) =>
        `${formatNumber(+(min + i * step).toPrecision(4))}–${formatNumber(+(min + (i + 1) * step).toPrecision(4))} ${unit}: ${n}`,
    )
    .join('; ');
  return (
    <>
      {/* The bars are styled by `histogram` (app/app.css), not at each of seventy a page. */}
      <div aria-hidden className="histogram">
        {facet.histogram.map((n, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: ten fixed steps
            key={i}
            style={{ height: `${Math.max(n ? 8 : 2, (n / top) * 100)}%` }}
          />
        ))}
      </div>
      <p className="sr-only">{`Products by ${facet.name.toLowerCase()}: ${steps}.`}</p>
    </>
  );
}

const metricOf = (typed: string, scale?: SpecScale) =>
  typed.trim() === '' ? undefined : typedBound(Number(typed), scale);

function BoundInput(props: {
  label: string;
  name: string;
  /** The bound as the address keeps it (metric). */
  metric: number | undefined;
  scale?: SpecScale;
  placeholder: string;
  onChange: (metric: number | undefined) => void;
}) {
  const { metric, scale } = props;
  const shownValue = shownBound(metric, scale);
  const shown = shownValue === undefined ? '' : String(shownValue);
  // The text is kept apart from the number so the field can be emptied or end in "." while
  // typing; it follows the address when that changes from outside (a chip, Clear All, back).
  const [text, setText] = useState(shown);
  useEffect(() => setText((t) => (metricOf(t, scale) === metric ? t : shown)), [metric, shown, scale]);
  const field = useRef<HTMLInputElement>(null);
  const change = (typed: string) => {
    setText(typed);
    const n = metricOf(typed, scale);
    if (n === undefined || Number.isFinite(n)) props.onChange(n);
  };
  useTypedBeforeHydration(field, change);
  return (
    <label className="text-sm text-neutral-700">
      <span className="sr-only">{props.label}</span>
      <input
        ref={field}
        type="number"
        step="any"
        inputMode="decimal"
        name={props.name}
        value={text}
        placeholder={props.placeholder}
        onChange={(e) => change(e.target.value)}
        className="bound-input"
      />
    </label>
  );
}

function ValuesFilter({ facet, filter, set }: { facet: TextFacet; filter?: SpecFilter; set: Set }) {
  const chosen = filter?.type === 'values' ? filter.values : [];
  // A value the address names stays listed (to be unticked) even when nothing here has it.
  const values = [
    ...facet.values,
    ...chosen.filter((c) => !facet.values.some((v) => v.value === c)).map((value) => ({ value, count: 0 })),
  ];
  const pick = (next: string[]) =>
    set(facet.key, next.length ? { key: facet.key, type: 'values', values: next } : null);
  const toggle = (value: string, on: boolean) =>
    pick(on ? [...chosen, value] : chosen.filter((c) => c !== value));
  // Boxes ticked before this code ran (spec-filters-deferred.tsx) count: React keeps what the
  // page shows but would not know it (as use-typed-before-hydration.ts does for typed text).
  const box = useRef<HTMLFieldSetElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was ticked before the first mount
  useEffect(() => {
    const ticked = [...(box.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])];
    const values = ticked.map((input) => input.value);
    if ([...values].sort().join('\n') !== [...chosen].sort().join('\n')) pick(values);
  }, []);
  return (
    <fieldset ref={box}>
      <legend className="mb-1 text-sm font-medium text-charcoal">{facet.name}</legend>
      <ul className="space-y-1">
        {values.map((v) => (
          <li key={v.value}>
            <label className="flex items-center gap-2 text-sm text-neutral-800">
              <input
                type="checkbox"
                name={`spec.${facet.key}`}
                value={v.value}
                checked={chosen.includes(v.value)}
                onChange={(e) => toggle(v.value, e.target.checked)}
                className="size-4 accent-charcoal"
              />
              {v.value}
              <span className="ml-auto text-neutral-600 tabular-nums">{`(${v.count})`}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
