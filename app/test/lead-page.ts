import AdminInquiryDetail from '#app/routes/admin/inquiry-detail';
import type { StaffRole } from '#common/permissions';
import { leadAccessSchema } from '#common/schemas/access-log';
import { type LeadDetail, leadAssigneesSchema, leadDetailSchema } from '#common/schemas/leads';
import { type Quotation, quotationListSchema } from '#common/schemas/quotations';
import { answer } from './api';
import { signedInUser } from './records';
import { renderScreen } from './render';

// Lead 7's page in the back office (app/routes/admin/inquiry-detail.tsx) with every request it
// makes answered: the lead, its quotations, and empty lists for its access log, the assignees and
// the reply templates, so each test states only what it is about.

export function openLeadPage(
  detail: LeadDetail,
  {
    role = 'admin',
    quotations = [],
    mail = { enabled: true, public_url_set: true },
  }: {
    role?: StaffRole;
    quotations?: Quotation[];
    /** Whether the server can e-mail, as GET /me tells the back office. */
    mail?: { enabled: boolean; public_url_set: boolean };
  } = {},
) {
  answer('/admin/leads/7', detail, leadDetailSchema);
  answer('/admin/leads/7/access', { success: true, data: [] }, leadAccessSchema);
  answer('/admin/leads/assignees', { success: true, data: [] }, leadAssigneesSchema);
  answer('/admin/reply-templates', { success: true, data: [] });
  answer('/admin/leads/7/quotations', { success: true, data: quotations }, quotationListSchema);
  answer('/public/settings', { success: true, data: {} });
  answer('/me', { user: signedInUser(1, role), mail });
  return renderScreen(AdminInquiryDetail, { url: '/admin/inquiries/7', path: '/admin/inquiries/:id', role });
}
