import { type LeadKind, RESPONSE_HOURS, SUPPORT_RESPONSE_HOURS } from '../../common/constants';
import type { Db } from '../db/client';
import { leads } from '../db/schema';

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

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/** The promise of spec §8 / §9 each form's success dialog repeats. */
export function leadMessage(kind: LeadKind, input: LeadInput): string {
  const within = `within ${RESPONSE_HOURS} hours`;
  switch (kind) {
    case 'quote':
    case 'quote-simple':
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

/** Stores one lead: the searchable columns extracted, the full validated payload kept as JSON. */
export async function createLead(db: Db, kind: LeadKind, input: LeadInput, meta: RequestMeta) {
  const [row] = await db
    .insert(leads)
    .values({
      kind,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      subject: input.subject ?? null,
      product: input.product ?? null,
      message: input.message ?? input.project_description ?? null,
      payload: { ...input },
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      page: input.page ?? null,
    })
    .returning({ id: leads.id });
  return { success: true as const, message: leadMessage(kind, input), id: row.id };
}
