import { errorMessage } from '#app/components/admin/admin-api';
import { ApiError } from '#app/lib/api';
import { auditFieldLabel } from '#common/audit-labels';

// A refused revert (docs/product.md §26.1): the server's sentence and, for a field changed since
// (409), each field's value now and the value the entry set.

/** A refused revert: the server's sentence and, per field, its value now and the value the entry set. */
export interface Refusal {
  message: string;
  fields: [field: string, text: string][];
}

export function refusalOf(error: unknown): Refusal {
  const message = errorMessage(error, 'Failed to revert the change');
  const fields =
    error instanceof ApiError && error.status === 409
      ? Object.entries(error.errors ?? {}).map(
          ([field, texts]) => [field, texts.join(' ')] as [string, string],
        )
      : [];
  return { message, fields };
}

export function RefusalNote({ refusal }: { refusal: Refusal }) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="font-medium">{refusal.message}</p>
      {refusal.fields.length > 0 ? (
        <ul className="mt-1 grid gap-0.5">
          {refusal.fields.map(([field, text]) => (
            <li key={field}>
              <span className="font-semibold">{auditFieldLabel(field)}:</span> {text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
