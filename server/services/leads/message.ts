import { type LeadKind, leadSentText } from '#common/lead-kinds';

/** The validated payload of any contact form (unknown fields already stripped by its schema). */
export interface LeadInput {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  subject?: string | null;
  product?: string | null;
  message?: string;
  project_description?: string;
  page?: string | null;
  source?: string | null;
  [field: string]: unknown;
}

/**
 * The promise of docs/product.md §6, §11 each form's success dialog repeats (and the acknowledgement
 * mail), in the hours the kind's response target gives (docs/product.md §24).
 */
export const leadMessage = (kind: LeadKind, input: LeadInput, hours?: number): string =>
  leadSentText(kind, input, hours);
