import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, RequiredMark } from '#app/components/ui/field';
import { ROLE_LABELS, STAFF_ROLES } from '#common/permissions';
import { ROLE_DESCRIPTIONS } from './role-badge';

/**
 * The staff roles as radio buttons, each with what it may do, so they can be compared at a glance
 * (Add user and Change role). The error is said under the group, as under any field.
 */
export function RoleChoice({
  registration,
  error,
  legend = 'Role',
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  legend?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-charcoal">
        {legend}
        <RequiredMark />
      </legend>
      <div className="divide-y divide-neutral-200 rounded-md border border-neutral-300">
        {STAFF_ROLES.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer items-start gap-3 px-3 py-2.5 has-checked:bg-neutral-50 has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              value={role}
              className="mt-0.5 size-4 shrink-0 accent-charcoal"
              aria-labelledby={`${id}-${role}-name`}
              aria-describedby={`${id}-${role}`}
              {...registration}
            />
            <span className="min-w-0">
              <span id={`${id}-${role}-name`} className="block text-sm font-semibold text-charcoal">
                {ROLE_LABELS[role]}
              </span>
              <span id={`${id}-${role}`} className="block text-sm text-neutral-600">
                {ROLE_DESCRIPTIONS[role]}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
