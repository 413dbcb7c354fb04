import { AlertCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { componentClass } from './component-class';

// Form primitives (labels above fields, errors under them). A Field hands its control
// the id and ARIA wiring so every input is labelled and its error is announced.

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** The asterisk after a required field's label or legend: seen, not read out (the field says it is required). */
export const RequiredMark = () => (
  <span className="ml-0.5 text-red-700" aria-hidden>
    *
  </span>
);

export function Field({ label, error, hint, required, className = '', children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-charcoal">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A field's error under it, `id` naming it for the control's aria-describedby (`alert`: said at
 * once, for a message no control points to); nothing while there is no error.
 */
export function FieldError({ id, error, alert }: { id?: string; error?: string | null; alert?: boolean }) {
  if (!error) return null;
  return (
    <p
      id={id}
      role={alert ? 'alert' : undefined}
      className="mt-1 flex items-center gap-1 text-sm text-red-700"
    >
      <AlertCircle aria-hidden className="size-4 shrink-0" />
      {error}
    </p>
  );
}

const CONTROL =
  'block w-full rounded-md border bg-white px-3 py-2 text-base text-charcoal shadow-sm placeholder:text-neutral-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand disabled:bg-neutral-100 aria-[invalid=true]:border-red-600 border-neutral-300';

// `field-control` in app/app.css is CONTROL word for word; an extra setting what it sets keeps the
// list (`pr-`, `pt-`… come after `px-`/`py-` in Tailwind's order, so they win either way).
const SETS_CONTROL =
  /^(?:(?:focus|disabled|placeholder|aria-\[invalid=true\]):)?-?(?:p[xy]?-|text-|rounded|border|bg-|shadow|block|flex|grid|hidden|inline|w-|outline)/;
const control = (extra: string) => componentClass('field-control', CONTROL, extra, SETS_CONTROL);

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={control(className)} {...props} />;
}

/** `grow`: the box follows its text (field-sizing) instead of offering a resize handle. */
export function Textarea({
  className = '',
  rows = 4,
  grow = false,
  ...props
}: ComponentProps<'textarea'> & { grow?: boolean }) {
  const sizing = grow ? 'field-sizing-content resize-none' : 'resize-y';
  return <textarea rows={rows} className={control(`${sizing} ${className}`)} {...props} />;
}

export function Select({ className = '', children, ...props }: ComponentProps<'select'>) {
  return (
    <select className={control(`pr-8 ${className}`)} {...props}>
      {children}
    </select>
  );
}

/** A select's choices, each its value and its label. */
export function Options({ options }: { options: readonly { value: string | number; label: ReactNode }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** A fixed list's choices, each labelled from the list's label table, or by itself without one. */
export const optionsOf = <K extends string | number>(values: readonly K[], labels?: Record<K, string>) =>
  values.map((value) => ({ value, label: labels ? labels[value] : String(value) }));

/** A form-level message (e.g. a failed login), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
