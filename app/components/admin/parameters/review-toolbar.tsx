import { type ReactNode, useId } from 'react';
import { Options, optionsOf } from '#app/components/ui/field';
import {
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
  useParameterOptions,
} from './parameters-api';
import type { ReviewFilters } from './review-address';

// The Review list's filters (docs/product.md §17): which parameter and which problem. Parameters
// with values waiting come first, with their counts.

const SELECT =
  'block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-charcoal shadow-sm focus:outline-2 focus:outline-brand sm:w-auto sm:min-w-56';

export function ReviewToolbar({
  filters,
  onChange,
}: {
  filters: ReviewFilters;
  onChange: (next: ReviewFilters) => void;
}) {
  const id = useId();
  const { options, isPending } = useParameterOptions();
  const waiting = options.filter((p) => (p.review ?? 0) > 0 || p.key === filters.parameter);
  const rest = options.filter((p) => !waiting.includes(p));
  return (
    <search className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <Labelled id={`${id}-parameter`} label="Parameter">
        <select
          id={`${id}-parameter`}
          className={SELECT}
          value={filters.parameter ?? ''}
          onChange={(event) => onChange({ ...filters, parameter: event.target.value || undefined })}
        >
          <option value="">{isPending ? 'Loading parameters...' : 'All parameters'}</option>
          {/* Before the list has loaded, the parameter from the address still shows as chosen. */}
          {filters.parameter && !options.some((p) => p.key === filters.parameter) ? (
            <option value={filters.parameter}>{filters.parameter}</option>
          ) : null}
          {waiting.length > 0 && rest.length > 0 ? (
            <>
              <optgroup label="With values to review">
                <Options
                  options={waiting.map((p) => ({
                    value: p.key,
                    label: p.review ? `${p.name} (${p.review})` : p.name,
                  }))}
                />
              </optgroup>
              <optgroup label="Others">
                <Options options={rest.map((p) => ({ value: p.key, label: p.name }))} />
              </optgroup>
            </>
          ) : (
            <Options
              options={options.map((p) => ({
                value: p.key,
                label: p.review ? `${p.name} (${p.review})` : p.name,
              }))}
            />
          )}
        </select>
      </Labelled>
      <Labelled id={`${id}-status`} label="Problem">
        <select
          id={`${id}-status`}
          className={SELECT}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ ...filters, status: (event.target.value || undefined) as ReviewStatus | undefined })
          }
        >
          <option value="">Every problem</option>
          <Options options={optionsOf(REVIEW_STATUSES, REVIEW_STATUS_LABELS)} />
        </select>
      </Labelled>
    </search>
  );
}

/** A filter's label over its control. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-charcoal">
        {label}
      </label>
      {children}
    </div>
  );
}
