import { type LeadKind, RESPONSE_HOURS, SUPPORT_RESPONSE_HOURS } from '#common/constants';

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

/** The promise of docs/product.md §6, §11 each form's success dialog repeats (and the acknowledgement mail). */
export function leadMessage(kind: LeadKind, input: LeadInput): string {
  const within = `within ${RESPONSE_HOURS} hours`;
  switch (kind) {
    case 'quote':
    case 'quote-simple':
    case 'quote-list':
      return `Thank you for your quote request. We will send you a detailed quote ${within}.`;
    case 'support':
      return `Thank you for contacting support. We will respond within ${SUPPORT_RESPONSE_HOURS} hours.`;
    default:
      if (input.source === 'product-detail' && input.product) {
        return `Thank you for your interest in ${input.product}. We will contact you ${within}.`;
      }
      return `Thank you for your inquiry. We will get back to you ${within}.`;
  }
}
