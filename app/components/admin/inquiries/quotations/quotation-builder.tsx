import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureText, fieldErrors } from '#app/components/admin/admin-api';
import { EditorModal, ModalActions, type SavingDialogProps } from '#app/components/admin/editor-modal';
import { Button } from '#app/components/ui/button';
import { Field, FormAlert, Input, Textarea } from '#app/components/ui/field';
import { useSession } from '#app/lib/session';
import { addDays, businessDate } from '#common/business-date';
import { type Currency, VAT_NOTES, type VatMode } from '#common/money';
import type { LeadDetail } from '#common/schemas/leads';
import { QUOTATION_LIMITS, type Quotation, quotationInputSchema } from '#common/schemas/quotations';
import { BuilderLines } from './builder-lines';
import { BuilderTotals } from './builder-totals';
import { type BuilderValues, PAYMENT_CHOICES, withTerm } from './builder-values';
import { useQuotationSave } from './quotations-api';

// The quotation builder (docs/product.md §25.3): a document in a wide dialog — who it is for, the
// lines with their live totals, then validity, payment terms, delivery time and notes. The shared
// schema checks it in the browser; the server's 422 lands on the same fields.

type Values = z.input<typeof quotationInputSchema>;

/** What the builder opens with: a new quotation's prefill, or a draft to edit. */
export interface BuilderStart {
  quotation: Quotation | null;
  values: BuilderValues;
  currency: Currency;
  vatMode: VatMode;
}

const FIELD =
  /^(lines(\.\d+\.(description|quantity|unit_price|discount))?|valid_until|payment_terms|delivery_time|notes)$/;

/** The validity dates the server takes: from today in the Philippines to a year ahead. */
function validityRange() {
  const today = businessDate(new Date());
  return { min: today, max: addDays(today, QUOTATION_LIMITS.maxValidDays) };
}

export function QuotationBuilder({
  lead,
  start,
  onClose,
  onSaved,
}: SavingDialogProps & {
  lead: LeadDetail;
  start: BuilderStart;
}) {
  const { user } = useSession();
  const form = useForm<Values, unknown, z.output<typeof quotationInputSchema>>({
    resolver: zodResolver(quotationInputSchema),
    defaultValues: start.values,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const save = useQuotationSave(lead.id, start.quotation?.id ?? null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await save.mutateAsync(values);
      onSaved(result.message);
    } catch (error) {
      const fields = fieldErrors(error);
      const elsewhere: string[] = [];
      for (const [field, message] of Object.entries(fields)) {
        if (FIELD.test(field)) form.setError(field as Path<Values>, { message });
        else elsewhere.push(message);
      }
      setFailure(
        Object.keys(fields).length === 0
          ? failureText(error, 'Failed to save quotation')
          : elsewhere.length
            ? `Failed to save quotation: ${elsewhere.join(' ')}`
            : 'Failed to save quotation',
      );
    }
  });

  const addTerm = (text: string) =>
    form.setValue('payment_terms', withTerm(form.getValues('payment_terms') ?? '', text), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const title = start.quotation ? `Edit draft ${start.quotation.reference}` : 'New quotation';
  return (
    <EditorModal open onClose={onClose} title={title} dirty={isDirty} busy={isSubmitting} size="xl">
      <form noValidate onSubmit={onSubmit} className="grid gap-6">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="grid gap-1 border-b border-neutral-200 pb-4 text-sm sm:grid-cols-2 sm:gap-4">
          <p className="min-w-0 [overflow-wrap:anywhere]">
            <span className="block text-xs font-semibold tracking-wide text-neutral-600 uppercase">For</span>
            <span className="font-medium text-charcoal">{lead.name}</span>
            {lead.company ? <span className="text-charcoal">, {lead.company}</span> : null}
            <span className="block text-neutral-700">{lead.email}</span>
          </p>
          <p className="min-w-0 sm:text-right">
            <span className="block text-xs font-semibold tracking-wide text-neutral-600 uppercase">
              Prices in
            </span>
            <span className="font-medium text-charcoal">{start.currency}</span>
            <span className="text-neutral-700"> · {VAT_NOTES[start.vatMode] || 'No VAT'}</span>
            {user ? <span className="block text-neutral-700">Signed by {user.name}</span> : null}
          </p>
        </div>
        <BuilderLines
          control={form.control}
          register={form.register}
          errors={errors}
          currency={start.currency}
        />
        <BuilderTotals control={form.control} currency={start.currency} vatMode={start.vatMode} />
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Valid until" error={errors.valid_until?.message} required>
            {(control) => (
              <Input type="date" {...validityRange()} {...control} {...form.register('valid_until')} />
            )}
          </Field>
          <Field label="Delivery time" error={errors.delivery_time?.message}>
            {(control) => (
              <Input
                maxLength={QUOTATION_LIMITS.deliveryTime}
                placeholder="e.g. 4 to 6 weeks after the down payment"
                {...control}
                {...form.register('delivery_time')}
              />
            )}
          </Field>
          <div className="md:col-span-2">
            <Field label="Payment terms" error={errors.payment_terms?.message} required>
              {(control) => (
                <Textarea
                  rows={3}
                  grow
                  maxLength={QUOTATION_LIMITS.paymentTerms}
                  className="min-h-20 text-sm"
                  {...control}
                  {...form.register('payment_terms')}
                />
              )}
            </Field>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <span className="text-sm text-neutral-700">Add terms:</span>
              {PAYMENT_CHOICES.map((choice) => (
                <Button
                  key={choice.label}
                  variant="outline"
                  className="px-3 py-1 text-charcoal"
                  onClick={() => addTerm(choice.text)}
                >
                  {choice.label}
                </Button>
              ))}
            </div>
          </div>
          <Field label="Notes" error={errors.notes?.message} className="md:col-span-2">
            {(control) => (
              <Textarea
                rows={3}
                maxLength={QUOTATION_LIMITS.notes}
                className="text-sm"
                {...control}
                {...form.register('notes')}
              />
            )}
          </Field>
        </div>
        <ModalActions submitLabel="Save draft" busy={isSubmitting} />
      </form>
    </EditorModal>
  );
}
