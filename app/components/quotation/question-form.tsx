import { type FormEvent, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { Field, FormAlert, Textarea } from '#app/components/ui/field';
import { postToLink, questionPath } from './post-to-link';
import type { QuotationCopy } from './quotation-format';
import { useHydrated } from './use-hydrated';

// Ask a question (docs/product.md §25): stored on the lead's history and mailed to the sales team,
// who answer by e-mail.

export function QuestionForm({ token, copy }: { token: string; copy: QuotationCopy }) {
  const hydrated = useHydrated();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSent(null);
    const typed = message.trim();
    if (!typed || typed.length > copy.questionMax) {
      setError(typed ? `Use at most ${copy.questionMax} characters.` : copy.question);
      field.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    const result = await postToLink<{ message: string }>(questionPath(token), { message: typed }, 'message');
    setSending(false);
    if (result.ok) {
      setSent(result.data.message);
      setMessage('');
    } else if (result.field) {
      setError(result.message);
      field.current?.focus();
    } else setFailure(result.message);
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
        {failure && <FormAlert>{failure}</FormAlert>}
        <Field label="Your question" required error={error ?? undefined}>
          {(control) => (
            <Textarea
              {...control}
              ref={field}
              name="message"
              rows={4}
              maxLength={copy.questionMax}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          )}
        </Field>
        <div role="status" className="text-green-800 empty:hidden">
          {sent}
        </div>
        <Button type="submit" variant="dark" disabled={!hydrated || sending} className="w-full sm:w-auto">
          {sending ? 'Sending…' : 'Send question'}
        </Button>
      </form>
    </section>
  );
}
