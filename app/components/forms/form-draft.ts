// A page form's typed details survive a reload of its tab (docs/product.md §19): a draft of the named
// fields is kept in the tab's sessionStorage while the visitor types, put back after the page has
// hydrated, and dropped once the form is sent. Never localStorage: these are personal data, and
// there they would outlive the visit and be shared with every tab.
// Values are only ever read back as a control's value, so markup typed in stays text.

export interface FormDraft {
  /** sessionStorage key, one per form. */
  key: string;
  /** The fields kept: what is typed or chosen, never the consent tick nor the spam checks. */
  fields: readonly string[];
}

export type DraftValues = Record<string, string>;

/** Longest value kept (the longest field, a message, allows 5000 characters). */
const MAX_LENGTH = 5000;

// Storage may be switched off or full (a private window): the draft is a convenience, never an error.
function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The kept values: strings of the draft's own fields only, whatever else the entry holds. */
export function readDraft(draft: FormDraft): DraftValues {
  try {
    const stored: unknown = JSON.parse(session()?.getItem(draft.key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return {};
    const values: DraftValues = {};
    for (const name of draft.fields) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === 'string' && value !== '' && value.length <= MAX_LENGTH) values[name] = value;
    }
    return values;
  } catch {
    return {};
  }
}

/** The form's control (or radio group) of that name, when it has a text value. */
function controlOf(form: HTMLFormElement, name: string) {
  const control = form.elements.namedItem(name);
  return control && 'value' in control && typeof control.value === 'string' ? control : undefined;
}

/** Keeps what the form's fields hold now (nothing, when all are empty). */
export function saveDraft(draft: FormDraft, form: HTMLFormElement | null): void {
  if (!form) return;
  const values: DraftValues = {};
  for (const name of draft.fields) {
    const value = controlOf(form, name)?.value;
    if (value) values[name] = value.slice(0, MAX_LENGTH);
  }
  try {
    if (Object.keys(values).length > 0) session()?.setItem(draft.key, JSON.stringify(values));
    else session()?.removeItem(draft.key);
  } catch {
    // full or refused: the form works without a draft
  }
}

export function clearDraft(draft: FormDraft): void {
  try {
    session()?.removeItem(draft.key);
  } catch {
    // nothing kept
  }
}

/**
 * Puts the draft into the plain form's empty controls, as if typed: react-hook-form reads them when
 * it binds (contact-form-host.tsx). A value already there (typed, or kept by the browser) stays.
 */
export function restoreDraft(draft: FormDraft, form: HTMLFormElement | null): void {
  if (!form) return;
  for (const [name, value] of Object.entries(readDraft(draft))) {
    const control = controlOf(form, name);
    if (control && control.value === '') control.value = value;
  }
}
