import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { failureText } from '#app/components/admin/admin-api';
import { Button } from '#app/components/ui/button';
import { Field, Input } from '#app/components/ui/field';
import { holidayInput } from '#common/schemas/lead-desk';
import { showFieldErrors } from './desk-resolver';
import { useHolidayWrites } from './lead-desk-api';

// Add a holiday (a proclaimed special day, a company day off): a date and a name, saved at once. A
// date that is already a holiday is refused by the server (409) with its reason under the date.

interface Values {
  date: string;
  name: string;
}

export function HolidayAdd({
  year,
  say,
}: {
  year: number;
  say: (kind: 'success' | 'error', text: string) => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(holidayInput),
    defaultValues: { date: '', name: '' },
  });
  const { add } = useHolidayWrites();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await add.mutateAsync(body);
      form.reset({ date: '', name: '' });
      say('success', `${saved.data.name} was added.`);
    } catch (failure) {
      if (!showFieldErrors(form, failure))
        form.setError('date', { message: failureText(failure, 'Failed to add the holiday') });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Add a holiday"
      className="mt-4 grid gap-3 rounded-md bg-neutral-50 p-3 sm:grid-cols-[11rem_1fr_auto] sm:items-start"
    >
      <Field label="Date" error={errors.date?.message}>
        {(control) => (
          <Input
            type="date"
            min={`${year}-01-01`}
            max={`${year + 1}-12-31`}
            {...control}
            {...form.register('date')}
          />
        )}
      </Field>
      <Field label="Holiday name" error={errors.name?.message}>
        {(control) => <Input maxLength={120} {...control} {...form.register('name')} />}
      </Field>
      <Button type="submit" variant="dark" disabled={isSubmitting} className="sm:mt-6">
        <Plus aria-hidden className="size-4" />
        Add holiday
      </Button>
    </form>
  );
}
