import { useMemo } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useAdminQuery } from '#app/components/admin/admin-api';
import type { RecordEditorProps } from '#app/components/admin/crud-section';
import { CheckboxField, EditorForm, recordTitles } from '#app/components/admin/editor-form';
import { DayHours } from '#app/components/admin/lead-desk/day-hours';
import { convertingResolver, errorAt } from '#app/components/admin/lead-desk/desk-resolver';
import { ImageField } from '#app/components/admin/upload/image-field';
import { useRecordSave } from '#app/components/admin/use-record-save';
import { Field, Input } from '#app/components/ui/field';
import {
  type AdminBranch,
  BRANCH_SERVICE_LABELS,
  BRANCH_SERVICES,
  type BranchCreateInput,
  type BranchStaffChoice,
  branchCreateSchema,
} from '#common/schemas/branches';
import { type BusinessHours, WEEKDAYS } from '#common/schemas/lead-desk';
import { BranchPlaceFields, ServedProvinces } from './branch-place-fields';
import { type BranchForm, formOf, hoursFormOf, PHONE_BOXES, toBody } from './branch-values';

/** The phone boxes' indexes: fixed, one per box. */
const PHONE_SLOTS = Array.from({ length: PHONE_BOXES }, (_, i) => i);

// Add/Edit branch (docs/product.md §28): where it is, phones, hours (its own or the lead desk's),
// what it offers, the provinces it serves, coordinates, a photo and who works there. The form is
// checked with the shared schema after toBody (branch-values.ts), so the browser says what the
// server would.

type Form = UseFormReturn<BranchForm, unknown, BranchCreateInput>;

function TextInput({
  form,
  name,
  label,
  required,
  hint,
  ...rest
}: {
  form: Form;
  name: Parameters<Form['register']>[0];
  label: string;
  required?: boolean;
  hint?: string;
} & Omit<React.ComponentProps<'input'>, 'name' | 'form'>) {
  return (
    <Field label={label} required={required} hint={hint} error={errorAt(form.formState.errors, name)}>
      {(control) => <Input {...control} {...rest} {...form.register(name)} />}
    </Field>
  );
}

function CheckboxGroup({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: ReturnType<Form['register']>;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-charcoal">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-charcoal">
            <input type="checkbox" value={o.value} className="size-4 accent-charcoal" {...registration} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

export function BranchEditor({ record: branch, onClose, onSaved }: RecordEditorProps<AdminBranch>) {
  const hoursForm = useForm<BusinessHours>({ defaultValues: hoursFormOf(branch) });
  const resolver = useMemo(
    () => convertingResolver(branchCreateSchema, (v: BranchForm) => toBody(v, hoursForm.getValues())),
    [hoursForm],
  );
  const form = useForm<BranchForm, unknown, BranchCreateInput>({ resolver, defaultValues: formOf(branch) });
  const staff = useAdminQuery<{ data: BranchStaffChoice[] }>(['branch-staff'], '/admin/branches/staff');
  const save = useRecordSave(form, {
    resource: 'branches',
    id: branch?.id ?? null,
    noun: 'branch',
    onSaved: () => onSaved(branch ? 'Branch updated successfully' : 'Branch created successfully'),
  });
  const sameHours = form.watch('same_hours');
  const errors = form.formState.errors;
  const hoursError = Object.keys(errors).find((k) => k === 'hours') ? errorAt(errors, 'hours') : undefined;

  return (
    <EditorForm {...save} {...recordTitles('Branch', !!branch)} onClose={onClose} size="lg">
      <TextInput form={form} name="name" label="Name" required autoComplete="off" />
      <TextInput form={form} name="address" label="Street address" required autoComplete="off" />
      <BranchPlaceFields form={form} />
      <div className="grid gap-4 sm:grid-cols-3">
        {PHONE_SLOTS.map((i) => (
          <TextInput
            key={`phone-${i}`}
            form={form}
            name={`phones.${i}`}
            label={i === 0 ? 'Phone' : `Phone ${i + 1}`}
            required={i === 0}
            type="tel"
            hint={i === 0 ? '09XX XXX XXXX' : undefined}
          />
        ))}
      </div>
      {errorAt(errors, 'phones') ? (
        <p className="-mt-2 text-sm text-red-700">{errorAt(errors, 'phones')}</p>
      ) : null}
      <TextInput form={form} name="email" label="Email" type="email" autoComplete="off" />
      <CheckboxGroup
        legend="Services"
        options={BRANCH_SERVICES.map((s) => ({ value: s, label: BRANCH_SERVICE_LABELS[s] }))}
        registration={form.register('services')}
        error={errorAt(errors, 'services')}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-charcoal">Opening hours (Manila time)</legend>
        <CheckboxField label="Same hours as the lead desk" registration={form.register('same_hours')} />
        {sameHours ? null : (
          <div className="divide-y divide-neutral-200 border-y border-neutral-200">
            {WEEKDAYS.map((day) => (
              <DayHours key={day} day={day} form={hoursForm} />
            ))}
          </div>
        )}
        {hoursError ? <p className="text-sm text-red-700">{hoursError}</p> : null}
      </fieldset>
      <ServedProvinces form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput form={form} name="latitude" label="Latitude" inputMode="decimal" hint="Like 14.7011" />
        <TextInput form={form} name="longitude" label="Longitude" inputMode="decimal" hint="Like 120.9830" />
      </div>
      <ImageField control={form.control} name="photo" label="Photo" folder="branches" />
      <CheckboxGroup
        legend="Staff who work here"
        options={(staff.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        registration={form.register('staff_ids')}
        error={errorAt(errors, 'staff_ids')}
      />
    </EditorForm>
  );
}
