import { TextAreaField, TextField } from '#app/components/forms/form-fields';
import type { FormValues } from '#app/components/forms/use-contact-form';
import { useQuoteFormData } from '#app/components/quote/use-quote-form-data';
import type { MachineChoice } from './machine-search';
import { PhotoPicker } from './photo-picker';
import { COMMON_DEFAULTS, COMMON_DRAFT_FIELDS, PREFERRED_DATE_FIELDS } from './request-fields';
import { MachineFields, PlaceAndStateFields, RequestForm } from './request-sections';
import { type SentRequest, useRequestForm } from './use-request-form';

// The service request (docs/product.md §30), sent to POST /api/contact/service: the machine, its
// hour meter, what is wrong, where it is and when a technician may come. On first paint as a plain
// form; react-hook-form, Zod and the shared schema arrive with its first use.

const DEFAULTS: FormValues = {
  ...COMMON_DEFAULTS,
  hour_meter: '',
  problem: '',
  city: '',
  ...Object.fromEntries(PREFERRED_DATE_FIELDS.map((name) => [name, ''])),
};

const DRAFT = {
  key: 'ironsite:service-request-draft',
  fields: [...COMMON_DRAFT_FIELDS, 'hour_meter', 'problem'],
};

const CHOICES = ['First choice', 'Second choice', 'Third choice'];

export function ServiceRequestForm({
  machine,
  onSent,
}: {
  machine?: MachineChoice | null;
  onSent: (sent: SentRequest) => void;
}) {
  const request = useRequestForm({
    kind: 'service',
    defaults: DEFAULTS,
    draft: DRAFT,
    onSent,
  });
  const { data } = useQuoteFormData();
  const { form } = request.ctl;
  return (
    <RequestForm request={request} titleId="service-form-title" submitLabel="Send Service Request">
      <section className="grid gap-4">
        <MachineFields form={form} initial={machine} />
        <TextField
          form={form}
          name="hour_meter"
          label="Hour meter"
          hint="The hours on the machine's meter, e.g. 4250."
          inputMode="decimal"
          maxLength={10}
          className="sm:max-w-xs"
        />
        <TextAreaField
          form={form}
          name="problem"
          label="What is wrong"
          required
          rows={5}
          placeholder="What happens, since when, any warning lights or codes…"
        />
      </section>
      <PhotoPicker photos={request.photos} error={request.photoError} />
      <PlaceAndStateFields form={form} legend="Where the machine is" city="optional" />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-1 text-base font-semibold text-charcoal">When a technician may come</legend>
        <p className="text-sm text-neutral-600 sm:col-span-3">Optional: up to three dates that suit you.</p>
        {PREFERRED_DATE_FIELDS.map((name, i) => (
          <TextField key={name} form={form} name={name} label={CHOICES[i]!} type="date" min={data?.today()} />
        ))}
      </fieldset>
    </RequestForm>
  );
}
