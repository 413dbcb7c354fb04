import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureText } from '#app/components/admin/admin-api';
import { useStatusMessage } from '#app/components/admin/status-message';
import { type BusinessHours, businessHoursSchema, WEEKDAYS } from '#common/schemas/lead-desk';
import { DayHours } from './day-hours';
import { DeskCard, DeskForm, DeskLoading } from './desk-card';
import { convertingResolver, errorAt, showFieldErrors } from './desk-resolver';
import { formToHours, hoursToForm } from './hours-values';
import { useBusinessHours, useSaveBusinessHours } from './lead-desk-api';

// Business hours (docs/product.md §24): the hours the response clock runs, in Manila time, a row per
// weekday, with more than one span for a day with a break. PUT /admin/business-hours saves them all.

export function BusinessHoursCard() {
  const { data, error } = useBusinessHours();
  return (
    <DeskCard
      id="business-hours"
      title="Business hours"
      description={
        <p>
          The response clock runs only in these hours, Asia/Manila time, and stops on holidays. Saturday work
          from home on the contact page is not counted unless you set hours for Saturday here.
        </p>
      }
    >
      {data ? (
        <HoursForm hours={data.data} />
      ) : (
        <DeskLoading failure={error ? failureText(error, 'Failed to fetch business hours') : null} />
      )}
    </DeskCard>
  );
}

function HoursForm({ hours }: { hours: BusinessHours }) {
  const status = useStatusMessage();
  const [initial] = useState(() => hoursToForm(hours));
  const form = useForm<BusinessHours>({
    resolver: convertingResolver(businessHoursSchema, formToHours),
    defaultValues: initial,
  });
  const save = useSaveBusinessHours();
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      status.clear();
      try {
        const saved = await save.mutateAsync(values as BusinessHours);
        form.reset(hoursToForm(saved.data));
        status.show('success', 'Business hours saved.');
      } catch (failure) {
        showFieldErrors(form, failure);
        status.show('error', failureText(failure, 'Failed to save business hours'));
      }
    },
    () => status.show('error', 'Check the hours marked below.'),
  );

  const whole = errorAt(errors, 'days');
  return (
    <DeskForm
      onSubmit={onSubmit}
      status={status.message}
      onDismiss={status.clear}
      busy={save.isPending}
      dirty={isDirty}
    >
      <div className="divide-y divide-neutral-200 border-y border-neutral-200 sm:rounded-md sm:border">
        {WEEKDAYS.map((day) => (
          <DayHours key={day} day={day} form={form} />
        ))}
      </div>
      {whole ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {whole}
        </p>
      ) : null}
    </DeskForm>
  );
}
