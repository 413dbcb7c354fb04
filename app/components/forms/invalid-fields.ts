// The Validation Error dialog covers the form, so it names the fields that need attention by the
// labels the visitor sees, and closing it takes focus to the first of them (docs/product.md §5).

/** A field to fix: its visible label and the control that closing the dialog focuses. */
export interface InvalidField {
  name: string;
  label: string;
  control: HTMLElement;
}

/** What a label shows, without the required marker (aria-hidden) or words only for screen readers. */
function visibleText(element: Element | null | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden], .sr-only')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function labelOf(control: HTMLElement): string {
  // One of a group of radios is named by the group's legend, not by its own option.
  if (control instanceof HTMLInputElement && control.type === 'radio')
    return visibleText(control.closest('fieldset')?.querySelector('legend'));
  const labels = 'labels' in control ? (control.labels as NodeListOf<HTMLLabelElement> | null) : null;
  return visibleText(labels?.[0]) || control.getAttribute('aria-label') || '';
}

/** The form's controls named in `names`, once each, in the order the form shows them. */
export function invalidFields(form: HTMLFormElement | null | undefined, names: readonly string[]) {
  const wanted = new Set(names);
  const fields: InvalidField[] = [];
  for (const control of form?.elements ?? []) {
    const name = control.getAttribute('name');
    if (!name || !wanted.has(name) || !(control instanceof HTMLElement)) continue;
    wanted.delete(name);
    fields.push({ name, label: labelOf(control) || name, control });
  }
  return fields;
}
