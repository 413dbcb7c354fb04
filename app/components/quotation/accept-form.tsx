import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '#app/components/ui/button';
import { Field, FormAlert, Input } from '#app/components/ui/field';
import { useTypedBeforeHydration } from '#app/lib/use-typed-before-hydration';
import type { BuyerQuotation } from '#common/schemas/quotation-page';
import { acceptPath, postToLink } from './post-to-link';
import { longMoment, money, type QuotationCopy } from './quotation-format';
import { useHydrated } from './use-hydrated';
import { useLinkForm } from './use-link-form';

// Accept (docs/product.md §25): the buyer types their name under one sentence that says what
// accepting means. Accepting again changes nothing; an expired quotation answers 410.

interface Props {
  quotation: BuyerQuotation;
  token: string;
  copy: QuotationCopy;
  onAccepted: (quotation: BuyerQuotation) => void;
  onExpired: () => void;
}

const PANEL = 'rounded-lg border bg-white p-4 sm:p-6';

export function AcceptedNotice({ quotation: q, message }: { quotation: BuyerQuotation; message?: string }) {
  return (
    <section aria-labelledby="accepted-title" className={`${PANEL} border-green-300 bg-green-50`}>
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-green-800" />
        <div role="status">
          <h2 id="accepted-title" className="text-lg font-semibold text-green-900">
            Accepted by {q.accepted_name}
            {q.accepted_at ? ` on ${longMoment(q.accepted_at)}` : ''}
          </h2>
          {message && <p className="mt-1 text-green-900">{message}</p>}
        </div>
      </div>
    </section>
  );
}

export function AcceptForm({ quotation: q, token, copy, onAccepted, onExpired }: Props) {
  const hydrated = useHydrated();
  const link = useLinkForm<HTMLInputElement>(copy.nameMax, copy.acceptName);
  const sentenceId = useId();
  useTypedBeforeHydration(link.field, link.setValue);

  const onSubmit = (event: FormEvent) =>
    link.submit(
      event,
      (name) => postToLink<{ data: BuyerQuotation }>(acceptPath(token), { name }, 'name'),
      (answer) => onAccepted(answer.data),
      onExpired,
    );

  const who = q.buyer.company ? ` on behalf of ${q.buyer.company}` : '';
  return (
    <section aria-labelledby="accept-title" className={`${PANEL} border-neutral-200`}>
      <h2 id="accept-title" className="text-lg font-semibold">
        Accept this quotation
      </h2>
      <p id={sentenceId} className="mt-2 text-neutral-700">
        By typing your full name and pressing Accept, you accept quotation {q.reference} for a total of{' '}
        <strong className="tabular-nums">{money(q.totals.total, q.currency)}</strong>
        {who}, on the terms above. We will contact you to confirm the order.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {link.failure && <FormAlert>{link.failure}</FormAlert>}
        <Field label="Your full name" required error={link.error ?? undefined}>
          {(control) => (
            <Input
              {...control}
              aria-describedby={[control['aria-describedby'], sentenceId].filter(Boolean).join(' ')}
              {...link.input}
              name="name"
              autoComplete="name"
            />
          )}
        </Field>
        <Button type="submit" disabled={!hydrated || link.sending} className="w-full sm:w-auto">
          {link.sending ? 'Accepting…' : 'Accept quotation'}
        </Button>
      </form>
    </section>
  );
}
