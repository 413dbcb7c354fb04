import type { FormValues } from '#app/components/forms/use-contact-form';

// How the after-sales forms' controls map onto the request the API takes (docs/product.md §30).
// The form holds flat text values (the contact forms' model: use-contact-form.ts); the part lines
// and the photos are lists the form keeps beside them, joined in when the form is checked
// (request-form-schema.ts). An error's path in the request, the browser's or the server's 422
// ("machine.variant_id", "items.3.quantity", "preferred_dates.1"), is shown under the control
// that holds it.

/** A part line as typed: the quantity stays text until it is checked. */
export interface LineDraft {
  key: number;
  part_number: string;
  description: string;
  quantity: string;
}

/** What the form keeps beside its fields: the lines (parts requests) and the uploaded photos' ids. */
export interface RequestLists {
  lines: readonly LineDraft[];
  imageIds: readonly string[];
}

export const PREFERRED_DATE_FIELDS = ['preferred_date_1', 'preferred_date_2', 'preferred_date_3'] as const;

/** The empty values of the fields both forms have: who is asking, the machine, where it is, whether it is down. */
export const COMMON_DEFAULTS: FormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  machine_mode: 'catalogue',
  variant_id: '',
  brand: '',
  model: '',
  serial_number: '',
  region: '',
  province: '',
  machine_down: '',
};

/**
 * The fields of both forms kept in a draft across a reload until sent (form-draft.ts): the typed
 * details, not the lists nor the choices.
 */
export const COMMON_DRAFT_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'brand',
  'model',
  'serial_number',
] as const;

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};

/** The preferred dates filled in, and the field each came from. */
function preferredDates(values: FormValues) {
  const fields = PREFERRED_DATE_FIELDS.filter((name) => text(values, name).trim() !== '');
  return { fields, dates: fields.map((name) => text(values, name)) };
}

/** A quantity as typed: whole digits as a number, anything else as NaN (the schema's message). */
const quantityOf = (typed: string) => (/^\s*\d{1,9}\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** The request body (before the schema) from the form's values and lists. */
export function requestBody(values: FormValues, lists: RequestLists, kind: 'parts' | 'service') {
  const machine =
    values.machine_mode === 'typed'
      ? { brand: text(values, 'brand'), model: text(values, 'model') }
      : text(values, 'variant_id')
        ? { variant_id: Number(text(values, 'variant_id')) }
        : {};
  const down = text(values, 'machine_down');
  const common = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company,
    page: values.page,
    machine,
    serial_number: text(values, 'serial_number'),
    province: text(values, 'province'),
    machine_down: down === 'yes' ? true : down === 'no' ? false : undefined,
    image_ids: [...lists.imageIds],
  };
  // The contact forms' extra fields (consent, spam checks) go as they are.
  const rest = Object.fromEntries(Object.entries(values).filter(([name]) => !(name in FORM_ONLY)));
  if (kind === 'parts')
    return {
      ...rest,
      ...common,
      items: lists.lines.map((line) => ({
        part_number: line.part_number,
        description: line.description,
        quantity: quantityOf(line.quantity),
      })),
    };
  const hours = text(values, 'hour_meter').trim();
  return {
    ...rest,
    ...common,
    hour_meter: hours === '' ? null : /^\d+(\.\d+)?$/.test(hours) ? Number(hours) : Number.NaN,
    problem: text(values, 'problem'),
    city: text(values, 'city') || null,
    preferred_dates: preferredDates(values).dates,
  };
}

/** Controls of the form that are not fields of the request, by name. */
const FORM_ONLY: Record<string, true> = {
  machine_mode: true,
  variant_id: true,
  brand: true,
  model: true,
  region: true,
  ...Object.fromEntries(PREFERRED_DATE_FIELDS.map((name) => [name, true])),
};

/**
 * The form's name for an error at `path` of the request. Part lines keep their path
 * (`items.2.quantity`: the lines editor reads it); the machine's error goes under the half of the
 * picker in use.
 */
export function fieldOf(path: readonly PropertyKey[], values: FormValues): string {
  const [head, next] = path;
  if (head === 'machine') {
    if (next === 'brand' || next === 'model' || next === 'variant_id') return next;
    return values.machine_mode === 'typed' ? 'brand' : 'variant_id';
  }
  if (head === 'items') return path.map(String).join('.');
  if (head === 'preferred_dates') {
    const fields = preferredDates(values).fields;
    return (typeof next === 'number' ? fields[next] : undefined) ?? PREFERRED_DATE_FIELDS[0];
  }
  return String(head);
}
