import { AlertTriangle, ArrowRight } from 'lucide-react';
import { useRef } from 'react';
import { fixText, type ParsedRow } from '#app/components/admin/parameters/parameters-api';
import { KIND_UNITS, unitLabel } from '#common/quantity-kinds';
import { unitIn, withUnit } from './spec-unit-text';
import type { DictionaryEntry, SpecHelp } from './use-spec-help';

// What the variant editor shows beside a specification (docs/product.md §17): the dictionary's
// names as suggestions, the value as the server reads it with its conversion ("12 t · 26,455 lb"),
// a warning with the suggested fix when it cannot be read or its unit does not fit, and a choice
// of the matched parameter's units that writes the unit into the value.

export function SpecSuggestions({ help }: { help: SpecHelp }) {
  return (
    <datalist id={help.datalistId}>
      {help.suggestions.map((s) => (
        <option key={s.value} value={s.value}>
          {s.label === s.value ? undefined : s.label}
        </option>
      ))}
    </datalist>
  );
}

/** The units a parameter of this kind is written in, as printed, metric first. */
export function unitsOf(parameter: Pick<DictionaryEntry, 'kind'> | null | undefined): string[] {
  if (!parameter) return [];
  const { metric, imperial } = KIND_UNITS[parameter.kind] ?? { metric: [], imperial: [] };
  return [...new Set([...metric, ...imperial].map(unitLabel))];
}

export function UnitChoice({
  label,
  units,
  value,
  onChange,
}: {
  label: string;
  units: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const current = unitIn(value, units) ?? '';
  return (
    <select
      aria-label={label}
      value={current}
      onChange={(event) => {
        if (event.target.value) onChange(withUnit(value, event.target.value));
      }}
      className="rounded-md border border-neutral-300 bg-white py-2 pr-7 pl-2 text-sm text-charcoal shadow-sm focus:outline-2 focus:outline-brand"
    >
      <option value="">Unit</option>
      {units.map((unit) => (
        <option key={unit} value={unit}>
          {unit}
        </option>
      ))}
    </select>
  );
}

const conversion = (r: ParsedRow) =>
  [r.metric, r.imperial].filter((v, i, all): v is string => Boolean(v) && all.indexOf(v) === i).join(' · ');

/** The server's reading of a row, kept on screen (dimmed) while a fresh one is asked for. */
export function SpecPreview({ result, pending }: { result: ParsedRow | undefined; pending: boolean }) {
  const last = useRef<ParsedRow | undefined>(undefined);
  if (result) last.current = result;
  const shown = result ?? (pending ? last.current : undefined);
  if (!shown) return null;
  const dim = result ? '' : 'opacity-60';
  const name = shown.parameter?.name;
  if (shown.status === 'unparsed' || shown.status === 'unit_mismatch') {
    const problem =
      shown.status === 'unparsed'
        ? `Cannot read this value${name ? ` as ${name}` : ''}.`
        : `The unit does not fit ${name ?? 'this parameter'}:`;
    const fix = fixText(shown.status, shown.suggestion);
    return (
      <p className={`mt-1 flex items-start gap-1 text-sm text-amber-900 ${dim}`}>
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {problem}
          {fix ? ` ${fix}` : ''}
        </span>
      </p>
    );
  }
  if (shown.status === 'unmatched' || !name) {
    return <p className={`mt-1 text-xs text-neutral-600 ${dim}`}>Not in the parameter dictionary</p>;
  }
  const read = shown.status === 'number' ? conversion(shown) : 'text';
  return (
    <p className={`mt-1 flex items-center gap-1 text-sm text-neutral-700 ${dim}`}>
      <ArrowRight aria-hidden className="size-3.5 shrink-0 text-neutral-500" />
      <span>
        <span className="font-medium text-charcoal">{name}:</span>{' '}
        <span className="tabular-nums">{read}</span>
      </span>
    </p>
  );
}
