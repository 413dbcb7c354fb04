import { adminPaths } from '#common/admin-paths';
import { BUSINESS_UTC_OFFSET, leadKindLabel } from '#common/schemas/leads';
import { oneLine } from '#common/schemas/shared';
import { businessTime } from '../leads/business-time';
import { escapeHtml, htmlDocument, htmlRows, type Row, textRows } from './html';

// The two mails of the response clock (docs/product.md §24): the assignee's reminder at half the
// target, and the managers' escalation when a lead is overdue. Staff mails: the visitor's name and
// company are shown on one line and escaped, never as markup; the link is built from PUBLIC_URL only.

export interface ClockLead {
  id: number;
  kind: string;
  name: string;
  company: string | null;
  source: string | null;
  createdAt: Date;
  dueAt: Date;
  assignee: string | null;
}

interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const NO_LINK = '(set PUBLIC_URL to get a link)';
/** "2026-12-02 16:00 (UTC+08:00)": Manila time, to the minute. */
const manila = (d: Date) => `${businessTime(d).slice(0, 16)} (UTC${BUSINESS_UTC_OFFSET})`;

function compose(title: string, intro: string, lead: ClockLead, publicUrl: string | null): ComposedMail {
  const path = adminPaths.inquiry(lead.id);
  const link = publicUrl ? `${publicUrl}${path}` : null;
  const rows: Row[] = [
    { label: 'From', value: lead.company ? `${lead.name} (${lead.company})` : lead.name },
    { label: 'Kind', value: leadKindLabel(lead.kind, lead.source) },
    { label: 'Received', value: manila(lead.createdAt) },
    { label: 'Due', value: manila(lead.dueAt) },
    { label: 'Assigned to', value: lead.assignee ?? 'Unassigned' },
  ];
  return {
    subject: oneLine(title),
    text: [
      intro,
      '',
      textRows(rows),
      '',
      link ? `Open it in the admin: ${link}` : `Open it in the admin: ${path} ${NO_LINK}`,
    ].join('\n'),
    html: htmlDocument(
      oneLine(title),
      `<p>${escapeHtml(intro)}</p>${htmlRows(rows)}` +
        (link
          ? `<p><a href="${escapeHtml(link)}">Open it in the admin</a></p>`
          : `<p>Open it in the admin: ${escapeHtml(path)} ${escapeHtml(NO_LINK)}</p>`),
    ),
  };
}

/** To the assignee, when half the lead's target has passed without a response. */
export function reminderMail(lead: ClockLead, publicUrl: string | null): ComposedMail {
  const name = oneLine(lead.name);
  return compose(
    `Reminder: reply to ${name} by ${manila(lead.dueAt)}`,
    `Half the response time of this inquiry has passed and it has no reply yet. Reply or log a contact by ${manila(lead.dueAt)}.`,
    lead,
    publicUrl,
  );
}

/** To the managers (or, with none, the admins), once, when the lead is past its due time unanswered. */
export function escalationMail(lead: ClockLead, publicUrl: string | null): ComposedMail {
  const name = oneLine(lead.name);
  return compose(
    `Overdue: the reply to ${name} was due ${manila(lead.dueAt)}`,
    `This inquiry was due for a response by ${manila(lead.dueAt)} and has none yet.`,
    lead,
    publicUrl,
  );
}
