import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { rowActionClass } from '#app/components/admin/row-actions';
import { useReadOnly } from '#app/components/admin/use-can';
import { Field, Input, Select } from '#app/components/ui/field';
import { BUYER_TYPES } from '#common/constants';
import { regions } from '#common/geography';
import { LEAD_KINDS, leadKindChoice } from '#common/lead-kinds';
import { BUYER_TYPE_LABELS } from '#common/quote-list-labels';
import type { LeadRulesInput } from '#common/schemas/lead-desk';
import { AssigneePicker } from './assignee-picker';
import { errorAt } from './desk-resolver';
import type { useCatalogChoices } from './lead-desk-api';
import type { RulesForm } from './rule-values';

// One routing rule: its name, what an inquiry must match (every field set must match; Any matches
// everything), and who gets it. Move up and down change which rule is asked first.

export function RuleEditor({
  form,
  index,
  count,
  people,
  catalog,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<RulesForm, unknown, LeadRulesInput>;
  index: number;
  count: number;
  people: { id: number; name: string }[];
  catalog: ReturnType<typeof useCatalogChoices>;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const readOnly = useReadOnly();
  const { errors } = form.formState;
  const at = (path: string) => errorAt(errors, `rules.${index}.${path}`);
  const name = form.watch(`rules.${index}.name`) || `Rule ${index + 1}`;
  const brand = form.watch(`rules.${index}.match.brand_id`);
  const brandName = (id: number) => catalog.brands.find((b) => b.id === id)?.name ?? '';
  const categories = catalog.categories.filter((c) => brand === '' || String(c.brand_id) === brand);

  return (
    <li className="min-w-0 rounded-md border border-neutral-200 p-3 sm:p-4">
      <fieldset aria-labelledby={`${id}-title`} className="min-w-0">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-title`} className="text-sm font-semibold text-charcoal">
            Rule {index + 1}
          </p>
          {readOnly ? null : (
            <span className="flex items-center gap-1">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => onMove(index - 1)}
                className={`${rowActionClass} text-charcoal hover:bg-neutral-100`}
              >
                <ArrowUp aria-hidden className="size-4" />
                <span className="sr-only">Move {name} up</span>
              </button>
              <button
                type="button"
                disabled={index === count - 1}
                onClick={() => onMove(index + 1)}
                className={`${rowActionClass} text-charcoal hover:bg-neutral-100`}
              >
                <ArrowDown aria-hidden className="size-4" />
                <span className="sr-only">Move {name} down</span>
              </button>
              <button
                type="button"
                onClick={onRemove}
                className={`${rowActionClass} text-red-700 hover:bg-red-50`}
              >
                <Trash2 aria-hidden className="size-4" />
                <span className="sr-only sm:not-sr-only">Remove</span>
                <span className="sr-only"> {name}</span>
              </button>
            </span>
          )}
        </div>
        <div className="grid gap-4">
          <Field label="Rule name" required error={at('name')}>
            {(control) => <Input maxLength={120} {...control} {...form.register(`rules.${index}.name`)} />}
          </Field>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            <Field label="Kind" error={at('match.kind')}>
              {(control) => (
                <Select {...control} {...form.register(`rules.${index}.match.kind`)}>
                  <option value="">Any</option>
                  {LEAD_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {leadKindChoice(kind)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Brand" error={at('match.brand_id')}>
              {(control) => (
                <Select
                  {...control}
                  {...form.register(`rules.${index}.match.brand_id`, {
                    onChange: () => form.setValue(`rules.${index}.match.category_id`, ''),
                  })}
                >
                  <option value="">Any</option>
                  {catalog.brands.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Category" error={at('match.category_id')}>
              {(control) => (
                <Select {...control} {...form.register(`rules.${index}.match.category_id`)}>
                  <option value="">Any</option>
                  {categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {brand === '' ? `${brandName(c.brand_id)} · ${c.name}` : c.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Region (quote lists)" error={at('match.region_code')}>
              {(control) => (
                <Select {...control} {...form.register(`rules.${index}.match.region_code`)}>
                  <option value="">Any</option>
                  {regions().map((r) => (
                    <option key={r.code} value={r.code}>
                      {r.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Buyer type" error={at('match.buyer_type')}>
              {(control) => (
                <Select {...control} {...form.register(`rules.${index}.match.buyer_type`)}>
                  <option value="">Any</option>
                  {BUYER_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {BUYER_TYPE_LABELS[t]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <Controller
            control={form.control}
            name={`rules.${index}.assignees`}
            render={({ field }) => (
              <AssigneePicker
                label="Assigned to"
                people={people}
                value={field.value}
                onChange={field.onChange}
                error={at('assignees')}
              />
            )}
          />
        </div>
      </fieldset>
    </li>
  );
}
