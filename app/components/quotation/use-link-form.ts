import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { Posted } from './post-to-link';

/**
 * The buyer's two forms on the quotation page (accept-form.tsx, question-form.tsx) are one field
 * each, posted to the link: checked here first, then the API's complaint shown on the field (and
 * focused) or above the form.
 */
export function useLinkForm<E extends HTMLInputElement | HTMLTextAreaElement>(max: number, missing: string) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<E>(null);

  const fieldError = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  /** `onGone`: the link answered 410 (an expired quotation), told apart from a failure. */
  async function submit<T>(
    event: FormEvent,
    post: (typed: string) => Promise<Posted<T>>,
    onPosted: (data: T) => void,
    onGone?: () => void,
  ) {
    event.preventDefault();
    setFailure(null);
    const typed = value.trim();
    if (!typed || typed.length > max) {
      fieldError(typed ? `Use at most ${max} characters.` : missing);
      return;
    }
    setError(null);
    setSending(true);
    const result = await post(typed);
    setSending(false);
    if (result.ok) onPosted(result.data);
    else if (result.status === 410 && onGone) onGone();
    else if (result.field) fieldError(result.message);
    else setFailure(result.message);
  }

  /** The field's own props: its element, the text and the limit. */
  const input = {
    ref: field,
    value,
    maxLength: max,
    onChange: (event: ChangeEvent<E>) => setValue(event.target.value),
  };

  return { setValue, error, failure, sending, field, input, submit };
}
