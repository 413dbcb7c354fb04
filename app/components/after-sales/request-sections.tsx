import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContactPersonFields, type FieldsForm, TextField } from '#app/components/forms/form-fields';
import { PrivacyConsentField } from '#app/components/forms/privacy-consent';
import { SpamGuardField } from '#app/components/forms/spam-guard';
import { FormResultDialog } from '#app/components/modals/result-dialog';
import { ChoiceField } from '#app/components/quote/choice-field';
import { PlaceFields } from '#app/components/quote/place-fields';
import { useQuoteFormData } from '#app/components/quote/use-quote-form-data';
import { Button } from '#app/components/ui/button';
import { MachinePicker } from './machine-picker';
import type { MachineChoice } from './machine-search';
import type { useRequestForm } from './use-request-form';

// The pieces both after-sales forms are made of, in the order they show them: the machine and its
// serial number, the request's own fields (the caller's), where the machine is, whether it is down,
// who is asking, then consent, the spam checks and Send.

const MACHINE_DOWN = [
  { value: 'yes', label: 'Yes, it is down' },
  { value: 'no', label: 'No, it still runs' },
] as const;

export function MachineFields({ form, initial }: { form: FieldsForm; initial?: MachineChoice | null }) {
  return (
    <>
      <MachinePicker form={form} initial={initial} />
      <TextField
        form={form}
        name="serial_number"
        label="Serial number"
        hint="On the machine's plate; it tells us exactly which build it is."
        maxLength={60}
        autoCapitalize="characters"
        spellCheck={false}
      />
    </>
  );
}

export function PlaceAndStateFields({
  form,
  legend,
  city,
}: {
  form: FieldsForm;
  legend: string;
  city: 'optional' | 'none';
}) {
  const { data, loading, load } = useQuoteFormData();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the places are fetched as the visitor approaches them
    <div className="grid gap-4" onFocus={load} onPointerEnter={load}>
      <PlaceFields form={form} data={data} loading={loading} legend={legend} city={city} />
      <ChoiceField form={form} name="machine_down" legend="Is the machine down?" options={MACHINE_DOWN} />
    </div>
  );
}

/**
 * Both forms' frame: the caller's sections, then who is asking, consent, the spam checks and Send;
 * a failure or the fields to correct in a dialog (once sent, the thank-you replaces the form:
 * request-sent.tsx).
 */
export function RequestForm({
  request: { ctl, formProps },
  titleId,
  submitLabel,
  children,
}: {
  request: Pick<ReturnType<typeof useRequestForm>, 'ctl' | 'formProps'>;
  /** The id of the heading that names the form. */
  titleId: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { form, sending } = ctl;
  return (
    <>
      <form {...formProps} className="grid gap-8" aria-labelledby={titleId}>
        {children}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-charcoal">Your details</legend>
          <ContactPersonFields form={form} phoneRequired />
        </fieldset>
        <PrivacyConsentField form={form} />
        <SpamGuardField guard={ctl.guard} />
        {ctl.host}
        <div className="flex flex-col gap-3">
          <Button
            type="submit"
            disabled={sending}
            aria-busy={sending || undefined}
            className="w-full sm:w-auto sm:self-start"
          >
            <Send aria-hidden className="size-4" />
            {sending ? 'Sending...' : submitLabel}
          </Button>
          <p className="text-sm text-neutral-600">
            Fields marked <span aria-hidden>*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
        </div>
      </form>
      <FormResultDialog
        form={{ result: ctl.result?.kind === 'success' ? null : ctl.result, closeResult: ctl.closeResult }}
      />
    </>
  );
}
