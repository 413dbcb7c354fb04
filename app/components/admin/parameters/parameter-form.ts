import { z } from 'zod';
import { KIND_UNITS, type QuantityKind, unitLabel } from '#common/quantity-kinds';
import { type Parameter, parameterCreateSchema } from '#common/schemas/parameters';

// The parameter editor's form (docs/product.md §17): the shared body schema, reached from the
// form's shape — aliases and categories as rows for the list fields, numbers and the unit and
// "better" selects as the text their controls hold.

export const KIND_LABELS: Record<QuantityKind, string> = {
  mass: 'Mass',
  length: 'Length',
  area: 'Area',
  volume: 'Volume',
  volumetric_flow: 'Volumetric flow',
  mass_flow: 'Mass flow',
  power: 'Power',
  apparent_power: 'Apparent power',
  force: 'Force',
  pressure: 'Pressure',
  speed: 'Speed',
  rotational_speed: 'Rotational speed',
  torque: 'Torque',
  time: 'Time',
  count: 'Count (a plain number)',
  text: 'Text',
};

export const BETTER_LABELS = { higher: 'Higher is better', lower: 'Lower is better' } as const;

/** "kg / lb", or "—" for a kind without units. */
export function unitsText(p: Pick<Parameter, 'metric_unit' | 'imperial_unit'>): string {
  const units = [p.metric_unit, p.imperial_unit].filter(Boolean).map(unitLabel);
  return units.length > 0 ? [...new Set(units)].join(' / ') : '—';
}

const row = (max: number) =>
  z.object({
    value: z.string().trim().max(max, `An entry may not be longer than ${max} characters.`),
  });
const texts = (rows: { value: string }[]) => rows.map((r) => r.value).filter(Boolean);

export const parameterFormSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    aliases: z.array(row(120)),
    kind: z.string(),
    metric_unit: z.string(),
    imperial_unit: z.string(),
    decimals: z.string(),
    better: z.string(),
    categories: z.array(row(150)),
    filterable: z.boolean(),
    position: z.string(),
  })
  .transform(
    (form): z.input<typeof parameterCreateSchema> => ({
      ...form,
      aliases: texts(form.aliases),
      categories: texts(form.categories),
      metric_unit: form.metric_unit || null,
      imperial_unit: form.imperial_unit || null,
      kind: form.kind as QuantityKind,
      better: (form.better || null) as 'higher' | 'lower' | null,
    }),
  )
  .pipe(parameterCreateSchema);

export type ParameterFormInput = z.input<typeof parameterFormSchema>;
export type ParameterFormOutput = z.output<typeof parameterFormSchema>;

const rows = (items: string[]) => (items.length > 0 ? items : ['']).map((value) => ({ value }));

/** The first units of a kind, as a new parameter of that kind gets them. */
export const defaultUnits = (kind: QuantityKind) => ({
  metric_unit: KIND_UNITS[kind].metric[0] ?? '',
  imperial_unit: KIND_UNITS[kind].imperial[0] ?? '',
});

export function parameterToForm(p: Parameter | null): ParameterFormInput {
  return {
    key: p?.key ?? '',
    name: p?.name ?? '',
    aliases: rows(p?.aliases ?? []),
    kind: p?.kind ?? 'mass',
    metric_unit: p ? (p.metric_unit ?? '') : defaultUnits('mass').metric_unit,
    imperial_unit: p ? (p.imperial_unit ?? '') : defaultUnits('mass').imperial_unit,
    decimals: String(p?.decimals ?? 0),
    better: p?.better ?? '',
    categories: rows(p?.categories ?? []),
    filterable: p?.filterable ?? false,
    position: String(p?.position ?? 0),
  };
}

/** "Operating Weight" → "operating_weight": a key offered while the admin types a new name. */
export function keyFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^[^a-z]+/, '');
  return slug.slice(0, 63);
}
