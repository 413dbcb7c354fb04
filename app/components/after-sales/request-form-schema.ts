import { z } from 'zod';
import type { FormValues } from '#app/components/forms/use-contact-form';
import { machineSchema, partsRequestSchema, serviceRequestSchema } from '#common/schemas/after-sales';
import { fieldOf, type RequestLists, requestBody } from './request-fields';

// The after-sales forms check what was typed with the API's own schemas (docs/product.md §30): the
// form's values and lists become the request body, the schema parses it, and each of its messages
// is put under the control that holds the field (request-fields.ts). Loaded with the form's first
// use (deferred-form.tsx): Zod and the PSGC list are not first-load code.

type Kind = 'parts' | 'service';
const SCHEMAS = { parts: partsRequestSchema, service: serviceRequestSchema } as const;
const TYPED_MACHINE = machineSchema.options[1];

/** The form's schema over the lists read through `lists` each time it is checked. */
export function requestFormSchema(kind: Kind, lists: () => RequestLists) {
  return z.custom<FormValues>().transform((values, ctx) => {
    const body = requestBody(values, lists(), kind);
    const result = SCHEMAS[kind].safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      // A typed machine that fails says what is missing, not only "choose or type the machine".
      const typed =
        issue.path.length === 1 && issue.path[0] === 'machine' && values.machine_mode === 'typed'
          ? TYPED_MACHINE.safeParse(body.machine).error?.issues
          : undefined;
      for (const one of typed?.length ? typed.map((t) => ({ ...t, path: ['machine', ...t.path] })) : [issue])
        ctx.addIssue({ code: 'custom', message: one.message, path: [fieldOf(one.path, values)] });
    }
    return z.NEVER;
  });
}
