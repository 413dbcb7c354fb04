import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, Input } from '#app/components/ui/field';
import { responseTargetLabel } from '#common/lead-kinds';
import { RESPONSE_TARGET_KEYS, type ResponseTargets, responseTargetsSchema } from '#common/schemas/lead-desk';
import { DeskCard, DeskForm, DeskLoading } from './desk-card';
import { responseTargets } from './lead-desk-api';
import { describeTarget } from './target-time';
import { useDeskSave } from './use-desk-save';

// Response targets (docs/product.md §24): how long each kind of inquiry may wait for its first answer,
// in business minutes. A lead is due that long after it arrives, counted in business hours, and its
// owner is reminded halfway.

export function ResponseTargetsCard() {
  const { data, error } = responseTargets.useRead();
  return (
    <DeskCard
      id="response-targets"
      title="Response targets"
      description={
        <p>
          In business minutes, per kind of inquiry: 60 minutes = 1 hour, and 9 h = one business day with the
          usual office hours. The owner is reminded at half the time; at the full time it is overdue.
        </p>
      }
    >
      {data ? <TargetsForm targets={data.data} /> : <DeskLoading error={error} what="response targets" />}
    </DeskCard>
  );
}

function TargetsForm({ targets }: { targets: ResponseTargets }) {
  const [initial] = useState(targets);
  const form = useForm<ResponseTargets>({
    resolver: zodResolver(responseTargetsSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const values = form.watch();
  const desk = useDeskSave(form, responseTargets.useSave(), (saved) => saved, {
    saved: 'Response targets saved.',
    failed: 'Failed to save response targets',
  });

  return (
    <DeskForm {...desk}>
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {RESPONSE_TARGET_KEYS.map((kind) => (
          <Field
            key={kind}
            label={responseTargetLabel(kind)}
            error={errors[kind]?.message}
            hint={describeTarget(Number(values[kind])) || undefined}
          >
            {(control) => (
              <div className="flex items-center gap-2">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={10080}
                  step={1}
                  className="max-w-32 tabular-nums"
                  {...control}
                  {...form.register(kind, { valueAsNumber: true })}
                />
                <span className="text-sm text-neutral-600" aria-hidden>
                  min
                </span>
              </div>
            )}
          </Field>
        ))}
      </div>
    </DeskForm>
  );
}
