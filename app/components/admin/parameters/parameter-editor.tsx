import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { RecordEditorProps } from '#app/components/admin/crud-section';
import { CheckboxField, EditorForm, recordEditing } from '#app/components/admin/editor-form';
import { TextListField } from '#app/components/admin/text-list-field';
import { useRecordSave } from '#app/components/admin/use-record-save';
import { TextField } from '#app/components/forms/form-fields';
import { Field, Input, Options, optionsOf, Select } from '#app/components/ui/field';
import { QUANTITY_KINDS, type QuantityKind } from '#common/quantity-kinds';
import type { Parameter } from '#common/schemas/parameters';
import {
  BETTER_LABELS,
  defaultUnits,
  KIND_LABELS,
  keyFromName,
  type ParameterFormInput,
  type ParameterFormOutput,
  parameterFormSchema,
  parameterToForm,
} from './parameter-form';
import { UnitSelect } from './unit-select';

// Add/Edit parameter (docs/product.md §17): key, name, aliases, quantity kind with the metric and
// imperial display units it offers (reset to the kind's first units when the kind changes),
// decimals, which way is better, categories, filterable and position.

export function ParameterEditor({ record: parameter, onClose, onSaved }: RecordEditorProps<Parameter>) {
  const form = useForm<ParameterFormInput, unknown, ParameterFormOutput>({
    resolver: zodResolver(parameterFormSchema),
    defaultValues: parameterToForm(parameter),
  });
  const { register, formState, setValue, getFieldState } = form;
  const { errors } = formState;
  const kind = form.watch('kind') as QuantityKind;
  const save = useRecordSave(form, {
    resource: 'parameters',
    id: parameter?.id ?? null,
    noun: 'parameter',
    onSaved: () => onSaved(parameter ? 'Parameter updated successfully' : 'Parameter created successfully'),
  });

  const name = register('name', {
    // A new parameter's key follows its name until the admin types a key of their own.
    onChange: (event) => {
      if (!parameter && !getFieldState('key').isDirty)
        setValue('key', keyFromName(event.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  const kindField = register('kind', {
    onChange: (event) => {
      const units = defaultUnits(event.target.value as QuantityKind);
      setValue('metric_unit', units.metric_unit, { shouldDirty: true });
      setValue('imperial_unit', units.imperial_unit, { shouldDirty: true });
    },
  });

  return (
    <EditorForm {...save} {...recordEditing('Parameter', 'parameter', parameter, onSaved)} onClose={onClose}>
      <FormProvider {...form}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" required error={errors.name?.message}>
            {(control) => (
              <Input autoComplete="off" {...control} {...name} placeholder="e.g. Operating Mass" />
            )}
          </Field>
          <Field
            label="Key"
            required
            error={errors.key?.message}
            hint="Lower-case letters, digits and _. Filter addresses use it."
          >
            {(control) => (
              <Input
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                {...control}
                {...register('key', { setValueAs: (v: string) => v.trim() })}
                placeholder="e.g. operating_mass"
              />
            )}
          </Field>
        </div>
        <TextListField name="aliases" legend="Aliases" item="Alias" placeholder="e.g. Operating Weight" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Quantity kind" required error={errors.kind?.message}>
            {(control) => (
              <Select {...control} {...kindField}>
                <Options options={optionsOf(QUANTITY_KINDS, KIND_LABELS)} />
              </Select>
            )}
          </Field>
          <TextField
            form={form}
            name="decimals"
            label="Decimals"
            hint="Digits shown after the point."
            type="number"
            min={0}
            max={6}
            step={1}
            inputMode="numeric"
          />
          <UnitSelect kind={kind} system="metric" error={errors.metric_unit?.message} />
          <UnitSelect kind={kind} system="imperial" error={errors.imperial_unit?.message} />
          <Field label="Better for comparison" error={errors.better?.message}>
            {(control) => (
              <Select {...control} {...register('better')}>
                <option value="">Neither</option>
                <option value="higher">{BETTER_LABELS.higher}</option>
                <option value="lower">{BETTER_LABELS.lower}</option>
              </Select>
            )}
          </Field>
          <TextField
            form={form}
            name="position"
            label="Position"
            hint="Lower comes first in filters."
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
          />
        </div>
        <TextListField
          name="categories"
          legend="Categories (none: every category)"
          item="Category"
          placeholder="e.g. Wheel Loaders"
        />
        <CheckboxField label="Filterable on the products page" registration={register('filterable')} />
      </FormProvider>
    </EditorForm>
  );
}
