import { type FormEvent, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { Field, FormAlert, Textarea } from '#app/components/ui/field';
import { postToLink, questionPath } from './post-to-link';
import type { QuotationCopy } from './quotation-format';
import { useHydrated } from './use-hydrated';
import { useLinkForm } from './use-link-form';

// Ask a question (docs/product.md §25): stored on the lead's history and mailed to the sales team,
// who answer by e-mail.

export function QuestionForm({ token, copy }: { token: string; copy: QuotationCopy }) {
  const hydrated = useHydrated();
  const link = useLinkForm<HTMLTextAreaElement>(copy.questionMax, copy.question);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    setSent(null);
    return link.submit(
      event,
      (message) => postToLink<{ message: string }>(questionPath(token), { message }, 'message'),
      (answer) => {
        setSent(answer.message);
        link.setValue('');
      },
    );
  };

  return (
    <section
      aria-labelledby="question-title"
      className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <h2 id="question-title" className="text-lg font-semibold">
        Ask a question
      </h2>
      <p className="mt-2 text-neutral-700">
        About a price, the delivery or the terms: our sales team replies by e-mail.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {link.failure && <FormAlert>{link.failure}</FormAlert>}
        <Field label="Your question" required error={link.error ?? undefined}>
          {(control) => <Textarea {...control} {...link.input} name="message" rows={4} />}
        </Field>
        <div role="status" className="text-green-800 empty:hidden">
          {sent}
        </div>
        <Button
          type="submit"
          variant="dark"
          disabled={!hydrated || link.sending}
          className="w-full sm:w-auto"
        >
          {link.sending ? 'Sending…' : 'Send question'}
        </Button>
      </form>
    </section>
  );
}
