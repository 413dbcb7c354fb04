import { Controller, useFormContext } from 'react-hook-form';
import { Field, Options, Select } from '#app/components/ui/field';
import { KIND_UNITS, type QuantityKind, type UnitSystem, unitLabel } from '#common/quantity-kinds';
import type { ParameterFormInput } from './parameter-form';

// A display unit of the parameter editor: the units its quantity kind offers in that system
// (docs/product.md §17, common/quantity-kinds.ts), shown as printed ("m³"), stored as the units
// library writes them ("m^3"). A kind without units (count, text) offers none.

const LABELS: Record<UnitSystem, string> = { metric: 'Metric unit', imperial: 'Imperial unit' };

export function UnitSelect({
  kind,
  system,
  error,
}: {
  kind: QuantityKind;
  system: UnitSystem;
  error?: string;
}) {
  const { control } = useFormContext<ParameterFormInput>();
  const units = KIND_UNITS[kind]?.[system] ?? [];
  return (
    <Controller
      control={control}
      name={`${system}_unit`}
      render={({ field }) => {
        // A stored unit the kind no longer offers still shows, so the error under it makes sense.
        const choices = field.value && !units.includes(field.value) ? [field.value, ...units] : units;
        return (
          <Field label={LABELS[system]} error={error}>
            {(wiring) => (
              <Select {...wiring} {...field} disabled={choices.length === 0}>
                {choices.length === 0 ? <option value="">No unit</option> : null}
                <Options options={choices.map((unit) => ({ value: unit, label: unitLabel(unit) }))} />
              </Select>
            )}
          </Field>
        );
      }}
    />
  );
}
