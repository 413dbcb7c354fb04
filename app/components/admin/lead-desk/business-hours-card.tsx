import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type BusinessHours, businessHoursSchema, WEEKDAYS } from '#common/schemas/lead-desk';
import { DayHours } from './day-hours';
import { DeskCard, DeskForm, DeskLoading } from './desk-card';
import { convertingResolver, errorAt } from './desk-resolver';
import { formToHours, hoursToForm } from './hours-values';
import { businessHours } from './lead-desk-api';
import { useDeskSave } from './use-desk-save';

// Business hours (docs/product.md §24): the hours the response clock runs, in Manila time, a row per
// weekday, with more than one span for a day with a break. PUT /admin/business-hours saves them all.

export function BusinessHoursCard() {
  const { data, error } = businessHours.useRead();
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
      {data ? <HoursForm hours={data.data} /> : <DeskLoading error={error} what="business hours" />}
    </DeskCard>
  );
}

function HoursForm({ hours }: { hours: BusinessHours }) {
  const [initial] = useState(() => hoursToForm(hours));
  const form = useForm<BusinessHours>({
    resolver: convertingResolver(businessHoursSchema, formToHours),
    defaultValues: initial,
  });
  const desk = useDeskSave(form, businessHours.useSave(), hoursToForm, {
    saved: 'Business hours saved.',
    failed: 'Failed to save business hours',
    invalid: 'Check the hours marked below.',
  });

  const whole = errorAt(form.formState.errors, 'days');
  return (
    <DeskForm {...desk}>
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
