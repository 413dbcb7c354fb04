import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrors } from '#app/components/admin/admin-api';

// The cards' forms hold what the inputs hold ("" for Any, a time input's "00:00" for midnight); the
// shared schema (common/schemas/lead-desk.ts) checks what the API receives. So the form converts
// first and validates the API body, keeping the field paths, so each message lands at its field.

export function convertingResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toBody: (values: TForm) => unknown,
): Resolver<TForm, unknown, z.output<TSchema>> {
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads are typed for one schema at a time.
  const check = zodResolver(schema as any) as unknown as Resolver<any, unknown, any>;
  return (values, context, options) =>
    check(toBody(values), context, options) as ReturnType<Resolver<TForm, unknown, z.output<TSchema>>>;
}

/** A message at `path`, also one set on a whole list (react-hook-form keeps those under `root`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const entry = node as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = entry?.message ?? entry?.root?.message;
  return typeof message === 'string' ? message : undefined;
}

/** A 422's field messages, each set at its field; true when there was at least one. */
export function showFieldErrors<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  error: unknown,
): boolean {
  const refused = Object.entries(fieldErrors(error));
  for (const [field, message] of refused) form.setError(field as never, { type: 'server', message });
  return refused.length > 0;
}
