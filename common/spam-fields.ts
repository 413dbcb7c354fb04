// Names of the spam-check fields every public form sends (decision 010; the rules are in
// schemas/contact.ts). Kept apart from the schemas so the browser's forms can name them without
// loading Zod on first paint.
export const HONEYPOT_FIELD = 'website';
export const FORM_STARTED_AT_FIELD = 'form_started_at';
