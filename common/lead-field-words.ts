import { CONTACT_PAGE_TYPES } from './lead-kinds';
import { BUYER_TYPE_LABELS, QUOTE_INTENT_LABELS } from './quote-list-labels';

// A lead's form fields in words (docs/product.md §24): the staff e-mails and the inquiry's "Form
// fields" card say "Buyer type: Government / LGU" and "Marketing opt in: No", never the stored
// `government` or `false`. One function for both, so the mail and the screen agree.

/** The choices whose stored value has a label of its own. */
const CHOICE_WORDS: Record<string, Record<string, string>> = {
  buyer_type: BUYER_TYPE_LABELS,
  intent: QUOTE_INTENT_LABELS,
  inquiry_type: Object.fromEntries(Object.entries(CONTACT_PAGE_TYPES).map(([value, t]) => [value, t.label])),
  source: { 'product-detail': 'Product page', contact: 'Contact page', modal: 'Quote window' },
};
/** Choices stored as one lower-case word that reads as itself once capitalised (urgency: high → High). */
const WORD_CHOICES = new Set(['urgency', 'interest_area']);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Fields whose name alone would not say what they are. */
const LABELS: Record<string, string> = {
  project_type: 'Project type',
  interest_area: 'Interest',
  variant_id: 'Variant ID',
  source: 'Form',
  intent: 'Buy, rent or finance',
};

/** "marketing_opt_in" → "Marketing opt in", and the few that need other words (LABELS). */
export const fieldLabel = (key: string) =>
  Object.hasOwn(LABELS, key) ? LABELS[key]! : capitalised(key.replace(/_/g, ' ').trim());

/** A payload value in words ('' for nothing worth showing): Yes/No, a choice's label, else as typed. */
export function fieldWords(key: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  const text = value.trim();
  const choices = Object.hasOwn(CHOICE_WORDS, key) ? CHOICE_WORDS[key]! : {};
  if (Object.hasOwn(choices, text)) return choices[text]!;
  return WORD_CHOICES.has(key) && /^[a-z]+$/.test(text) ? capitalised(text) : text;
}
