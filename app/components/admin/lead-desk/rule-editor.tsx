import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { RowAction, rowActionClass } from '#app/components/admin/row-actions';
import { useReadOnly } from '#app/components/admin/use-can';
import { Field, Input, Options, optionsOf, Select } from '#app/components/ui/field';
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
  // A kind of machine across brands: each category name once, whatever brand holds it.
  const kinds = [...new Set(catalog.categories.map((c) => c.name))].sort((a, b) => a.localeCompare(b));

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
              <RowAction icon={Trash2} label="Remove" name={name} danger onClick={onRemove} />
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
                  <Options
                    options={LEAD_KINDS.map((kind) => ({ value: kind, label: leadKindChoice(kind) }))}
                  />
                </Select>
              )}
            </Field>
            <MatchSelect
              label="Brand"
              error={at('match.brand_id')}
              registration={form.register(`rules.${index}.match.brand_id`, {
                onChange: () => form.setValue(`rules.${index}.match.category_id`, ''),
              })}
              options={catalog.brands.map((b) => ({ value: b.id, label: b.name }))}
            />
            <MatchSelect
              label="Category"
              error={at('match.category_id')}
              registration={form.register(`rules.${index}.match.category_id`)}
              options={categories.map((c) => ({
                value: c.id,
                label: brand === '' ? `${brandName(c.brand_id)} · ${c.name}` : c.name,
              }))}
            />
            <MatchSelect
              label="Machine type (any brand)"
              error={at('match.category_name')}
              registration={form.register(`rules.${index}.match.category_name`)}
              options={kinds.map((name) => ({ value: name, label: name }))}
            />
            <MatchSelect
              label="Region (quote lists)"
              error={at('match.region_code')}
              registration={form.register(`rules.${index}.match.region_code`)}
              options={regions().map((r) => ({ value: r.code, label: r.name }))}
            />
            <MatchSelect
              label="Buyer type"
              error={at('match.buyer_type')}
              registration={form.register(`rules.${index}.match.buyer_type`)}
              options={optionsOf(BUYER_TYPES, BUYER_TYPE_LABELS)}
            />
            <MatchSelect
              label="Branch (parts and service)"
              error={at('match.branch_id')}
              registration={form.register(`rules.${index}.match.branch_id`)}
              options={catalog.branches.map((b) => ({ value: b.id, label: b.name }))}
            />
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

/** A rule's match field: Any, or one of its choices. */
function MatchSelect({
  label,
  error,
  registration,
  options,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Select {...control} {...registration}>
          <option value="">Any</option>
          <Options options={options} />
        </Select>
      )}
    </Field>
  );
}
