import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useDeferredContactForm } from '#app/components/forms/deferred-form';
import { ContactPersonFields, TextAreaField, TextField } from '#app/components/forms/form-fields';
import { PrivacyConsentField } from '#app/components/forms/privacy-consent';
import { SpamGuardField } from '#app/components/forms/spam-guard';
import type { FormValues } from '#app/components/forms/use-contact-form';
import { useResponseHours } from '#app/components/layout/site-data';
import { FormResultDialog, VALIDATION_RESULT } from '#app/components/modals/result-dialog';
import { Button } from '#app/components/ui/button';
import { FormAlert } from '#app/components/ui/field';
import { api } from '#app/lib/api';
import { quoteList } from '#app/lib/quote-list';
import { BUYER_TYPE_LABELS, QUOTE_INTENT_LABELS } from '#common/quote-list-labels';
import { ChoiceField } from './choice-field';
import { PlaceFields } from './place-fields';
import type { SentQuote } from './quote-sent';
import { TinField } from './tin-field';
import { useQuoteFormData } from './use-quote-form-data';

// The quote list's request (docs/product.md §19): who is buying, what for, where and by when, sent
// with the list's machines to POST /api/contact/quote-list. On first paint as a plain form; react-
// hook-form, Zod and the shared schema arrive with its first use (deferred-form.tsx).

const loadSchema = () => import('./quote-request-schema').then((m) => m.quoteRequestSchema);

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const BUYER_TYPES = options(BUYER_TYPE_LABELS);
const INTENTS = options(QUOTE_INTENT_LABELS);

// What survives a reload of the tab until the request is sent (form-draft.ts): what was typed and
// chosen, except the places (their lists load later) and the consent tick (asked each time).
const DRAFT = {
  key: 'ironsite:quote-request-draft',
  fields: ['name', 'email', 'phone', 'company', 'tin', 'buyer_type', 'intent', 'needed_by', 'message'],
} as const;

const DEFAULTS: FormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  tin: '',
  buyer_type: '',
  intent: '',
  region: '',
  province: '',
  city: '',
  needed_by: '',
  message: '',
};

/** What the page shows on an item the server refused (`items.N.variant_id`). */
export const ITEM_UNAVAILABLE = 'This machine is no longer available';

export interface QuoteRequestFormProps {
  /** The list was stored: its reference ("QL-000042") and summary. Read once, like every option of the form. */
  onSent: (sent: SentQuote) => void;
  /** The server's word on single machines, by variant id (empty when it has none). */
  onItemErrors: (errors: ReadonlyMap<number, string>) => void;
}

export function QuoteRequestForm({ onSent, onItemErrors }: QuoteRequestFormProps) {
  const { data, loading, load } = useQuoteFormData();
  const hours = useResponseHours()('quote-list');
  const sent = useRef<{ items: { variant_id: number }[]; answer: SentQuote }>({
    items: [],
    answer: { reference: '' },
  });
  const [listError, setListError] = useState<string | null>(null);
  const ctl = useDeferredContactForm({
    schema: loadSchema,
    defaultValues: DEFAULTS,
    draft: DRAFT,
    send: async (values) => {
      sent.current.items = values.items as { variant_id: number }[];
      onItemErrors(new Map());
      setListError(null);
      const { data } = await api<{ data: SentQuote }>('/contact/quote-list', { body: values });
      sent.current.answer = { reference: data.reference, summary: data.summary };
    },
    // Shown by the page as its thank-you state (with the reference), not as a dialog.
    success: { kind: 'success', title: 'Quote Request Sent!', message: '' },
    failure: 'There was an error sending your quote request. Please try again.',
    // docs/product.md §5: the page forms' wording. Written here, not shared from a module of its
    // own, which would be one more first-load chunk on this page (§15).
    invalid: { ...VALIDATION_RESULT, message: 'Please correct the highlighted fields.' },
    onOtherErrors: (errors) => {
      const byVariant = new Map<number, string>();
      for (const [name, messages] of Object.entries(errors)) {
        const [, index, field] = /^items\.(\d+)\.(\w+)$/.exec(name) ?? [];
        const item = index === undefined ? undefined : sent.current.items[Number(index)];
        if (item) byVariant.set(item.variant_id, field === 'variant_id' ? ITEM_UNAVAILABLE : messages[0]!);
        else if (name === 'items') setListError(messages[0] ?? null);
      }
      onItemErrors(byVariant);
      return byVariant.size > 0 || 'items' in errors;
    },
    onSuccess: () => {
      quoteList.clear();
      onSent(sent.current.answer);
    },
  });
  const { form } = ctl;
  const itemsError = listError ?? (form.formState.errors.items?.message as string | undefined);
  const approach = (start: () => void) => () => {
    start();
    load();
  };

  return (
    <>
      <form
        {...ctl.formProps}
        onFocus={approach(ctl.formProps.onFocus)}
        onPointerEnter={approach(ctl.formProps.onPointerEnter)}
        onInput={approach(ctl.formProps.onInput)}
        className="@container"
        aria-labelledby="quote-form-title"
      >
        <div className="grid gap-4 @lg:grid-cols-2">
          <ContactPersonFields form={form} phoneRequired />
          <TinField form={form} className="@lg:col-span-2" />
          <ChoiceField form={form} name="buyer_type" legend="Who is buying" options={BUYER_TYPES} />
          <ChoiceField form={form} name="intent" legend="Buy, rent or finance" options={INTENTS} />
          <div className="@lg:col-span-2">
            <PlaceFields form={form} data={data} loading={loading} />
          </div>
          <TextField
            form={form}
            name="needed_by"
            label="Date needed"
            type="date"
            required
            min={data?.today()}
            className="@lg:col-span-2"
          />
          <TextAreaField
            form={form}
            name="message"
            label="Message"
            rows={4}
            className="@lg:col-span-2"
            placeholder="Site conditions, attachments, financing questions…"
          />
        </div>
        <PrivacyConsentField form={form} className="mt-4" />
        <SpamGuardField guard={ctl.guard} />
        {ctl.host}
        {itemsError ? (
          <div className="mt-4">
            <FormAlert>{itemsError}</FormAlert>
          </div>
        ) : null}
        <div className="mt-6 flex flex-col gap-3">
          <Button
            type="submit"
            disabled={ctl.sending}
            aria-busy={ctl.sending || undefined}
            className="w-full"
          >
            <Send aria-hidden className="size-4" />
            {ctl.sending ? 'Sending...' : 'Send Quote Request'}
          </Button>
          <p className="text-sm text-neutral-600">
            Fields marked <span aria-hidden>*</span>
            <span className="sr-only">with an asterisk</span> are required. We reply with one priced proposal
            within {hours} hours.
          </p>
        </div>
      </form>
      {/* Success is the page's thank-you state; validation and failures are dialogs, as on every form. */}
      <FormResultDialog
        form={{ result: ctl.result?.kind === 'success' ? null : ctl.result, closeResult: ctl.closeResult }}
      />
    </>
  );
}
