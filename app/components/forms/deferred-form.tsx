import {
  type ComponentType,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { ResultState } from '#app/components/modals/result-dialog';
import type { ContactFormHostProps, LiveForm } from './contact-form-host';
import { clearDraft, restoreDraft, saveDraft } from './form-draft';
import type { FieldsForm } from './form-fields';
import { type SpamGuard, useSpamGuard } from './spam-guard';
import type { ContactFormOptions } from './use-contact-form';

// docs/product.md §15: the product and contact pages show a form on first paint, and react-hook-form (~16 KB
// gzipped) would take an eighth of the page's JavaScript budget. The page renders the form's
// controls as a plain form (same markup, uncontrolled inputs) and fetches react-hook-form with the
// visitor's first focus, pointer or keystroke in it. ContactFormHost then binds the same controls,
// so what was typed stays, focus stays, and nothing moves. A submit before that waits for it.

type Host = ComponentType<ContactFormHostProps>;

let loaded: Host | undefined;
let loading: Promise<Host> | undefined;

/** The live half's code, fetched once; a failed download is tried again on the next interaction. */
function loadHost(): Promise<Host> {
  loading ??= import('./contact-form-host').then(
    (m) => (loaded = m.ContactFormHost),
    (error) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Until the live form arrives: the controls carry only their names, and nothing is invalid yet. */
const PLAIN: FieldsForm = { register: (name) => ({ name }), formState: { errors: {} } };

export interface DeferredContactForm {
  /** Bind the fields to this (react-hook-form's form once it has arrived). */
  form: FieldsForm;
  /** react-hook-form has taken over the controls. */
  bound: boolean;
  guard: SpamGuard;
  sending: boolean;
  result: ResultState | null;
  closeResult: () => void;
  /** Spread on the <form>: its ref, submit, and the first-use triggers. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent) => void;
    onFocus: () => void;
    onPointerEnter: () => void;
    onInput: () => void;
  };
  /** Render anywhere in the form's component (it renders nothing itself). */
  host: ReactNode;
}

/**
 * useContactForm for a form that is on the page from the first paint. `options` are read once:
 * a form whose options change (another product) is given a new key.
 */
export function useDeferredContactForm(options: ContactFormOptions): DeferredContactForm {
  const guard = useSpamGuard();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [frozen] = useState(() => ({
    ...options,
    guard,
    onSuccess: () => {
      if (options.draft) clearDraft(options.draft);
      options.onSuccess?.();
    },
  }));
  // After a client-side navigation the code is often here already: no plain phase then.
  const [Host, setHost] = useState<Host | undefined>(() => loaded);
  const [plainAtFirst] = useState(() => loaded === undefined);
  const [live, setLive] = useState<LiveForm | null>(null);
  const submitWaiting = useRef(false);

  const start = useCallback(() => {
    if (Host) return;
    loadHost().then(
      (host) => setHost(() => host),
      () => {}, // offline: the next focus or submit tries again
    );
  }, [Host]);

  const onSubmit = (event: FormEvent) => {
    if (live) {
      void live.onSubmit(event);
      return;
    }
    // Never the browser's own submit (a page load with the fields in the address).
    event.preventDefault();
    submitWaiting.current = true;
    start();
  };

  // After hydration: the draft goes into the plain controls, where the live form will read it (when
  // the live form is there from the start, it takes the draft itself: contact-form-host.tsx).
  useEffect(() => {
    if (frozen.draft && plainAtFirst) restoreDraft(frozen.draft, formRef.current);
  }, [frozen, plainAtFirst]);

  const onInput = () => {
    start();
    if (frozen.draft) saveDraft(frozen.draft, formRef.current);
  };

  // A submit that came before the code is sent as soon as the live form is bound.
  useEffect(() => {
    if (live && submitWaiting.current) {
      submitWaiting.current = false;
      void live.onSubmit();
    }
  }, [live]);

  return {
    form: live?.form ?? PLAIN,
    bound: live !== null,
    guard,
    sending: live?.sending ?? false,
    result: live?.result ?? null,
    closeResult: () => live?.closeResult(),
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit,
      onFocus: start,
      onPointerEnter: start,
      onInput,
    },
    host: Host ? <Host options={frozen} formRef={formRef} onLive={setLive} /> : null,
  };
}
