import { formatLongDateTime } from '#common/date-format';
import { ROLE_LABELS, type Role } from '#common/permissions';
import { oneLine } from '#common/schemas/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { textSettings } from '../settings';
import { escapeHtml, htmlDocument } from './html';
import { invitationExpiry, LINK_TOKEN } from './link-token';

// The invitation a new staff account gets when an admin adds it without a password (Users → Add
// user): one link to choose a password. It is a row of the same outbox as lead mails (kind
// 'invite', no lead, the account's user_id), queued in the account's transaction and sent by the
// same worker, which mints the link as it hands the mail over (link-token.ts).

/** The address an invitation's link starts with: PUBLIC_URL only, never the request's Host. */
export interface InviteMailContext {
  from: string | null;
  publicUrl: string | null;
}

export const inviteMailContext = ({ MAIL_FROM, PUBLIC_URL }: Config): InviteMailContext => ({
  from: MAIL_FROM ?? null,
  publicUrl: PUBLIC_URL ?? null,
});

/** The page the link opens (app/routes/auth/invitation.tsx); the token is minted at sending. */
const invitationPath = `/invitation/${LINK_TOKEN}`;

const KEYS = ['site_name', 'company_email', 'notification_email'] as const;

async function siteOf(db: Db) {
  const value = await textSettings(db, KEYS);
  return {
    siteName: value('site_name') || 'Ironsite',
    address: value('company_email') || value('notification_email'),
  };
}

const hostOf = (url: string | null) => (url ? new URL(url).hostname : 'localhost');
const mailbox = (name: string, address: string) => `"${name.replace(/["\\\r\n<>]/g, '')}" <${address}>`;

interface Invitee {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/** Queues the invitation in the caller's transaction; the caller wakes the worker after commit. */
export async function queueInviteMail(tx: Db, invitee: Invitee, ctx: InviteMailContext, now = new Date()) {
  const site = await siteOf(tx);
  const from = ctx.from ?? mailbox(site.siteName, site.address || `no-reply@${hostOf(ctx.publicUrl)}`);
  const path = invitationPath;
  const url = ctx.publicUrl ? `${ctx.publicUrl}${path}` : null;
  const name = oneLine(invitee.name);
  const role = ROLE_LABELS[invitee.role];
  const expires = `The link works once and expires on ${formatLongDateTime(invitationExpiry(now))}.`;
  const subject = oneLine(`${site.siteName}: your account is ready, choose your password`);
  const intro = `An account (${role}) has been created for you at ${site.siteName}. Choose your password to sign in:`;
  const ignore = 'If you did not expect this e-mail, you can ignore it.';
  const text = [
    `Dear ${name},`,
    '',
    intro,
    url ?? `${path} (set PUBLIC_URL to get a link)`,
    '',
    expires,
    ignore,
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(`Dear ${name},`)}</p><p>${escapeHtml(intro)}</p>` +
      (url
        ? `<p><a href="${escapeHtml(url)}">Set your password</a></p><p style="color:#555">${escapeHtml(url)}</p>`
        : `<p>${escapeHtml(path)} (set PUBLIC_URL to get a link)</p>`) +
      `<p>${escapeHtml(expires)}</p><p style="color:#555">${escapeHtml(ignore)}</p>`,
  );
  await tx.insert(mailOutbox).values({
    leadId: null,
    userId: invitee.id,
    kind: 'invite',
    from,
    to: invitee.email,
    replyTo: null,
    subject,
    text,
    html,
    // The link's expiry counts from here (invitationExpiry), whenever the worker mints it.
    createdAt: now,
  });
}
