import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { FORM_STARTED_AT_FIELD, HONEYPOT_FIELD } from '#common/spam-fields';

// The spam checks every public form takes part in (decision 010): a honeypot field people never
// see, and the time the form was put in front of them. The server only flags what fails them, so a
// person is never turned away by a wrong guess here.

export interface SpamGuard {
  input: RefObject<HTMLInputElement | null>;
  /** The form is (again) in front of the visitor: clock starts now, honeypot emptied. */
  restart: () => void;
  /** The two fields to send with the form's own values. */
  fields: () => Record<string, string | number | undefined>;
}

export function useSpamGuard(): SpamGuard {
  const input = useRef<HTMLInputElement | null>(null);
  const startedAt = useRef<number | undefined>(undefined);
  return useMemo(
    () => ({
      input,
      restart: () => {
        startedAt.current = Date.now();
        if (input.current) input.current.value = '';
      },
      fields: () => ({
        [HONEYPOT_FIELD]: input.current?.value ?? '',
        [FORM_STARTED_AT_FIELD]: startedAt.current,
      }),
    }),
    [],
  );
}

/**
 * The honeypot. Moved off screen rather than display:none, which form-filling bots skip; hidden
 * from screen readers and the Tab order so no person ever reaches it. Its mount is the moment the
 * form is shown (a modal mounts its form on opening; a page form when it hydrates).
 */
export function SpamGuardField({ guard }: { guard: SpamGuard }) {
  useEffect(() => guard.restart(), [guard]);
  return (
    <div aria-hidden className="absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label>
        Leave this field empty
        <input
          ref={guard.input}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
