import { eq } from 'drizzle-orm';
import { INVITATION_DAYS } from '#common/schemas/users';
import type { Db } from '../../db/client';
import { mailOutbox, quotationLinks, userInvitations } from '../../db/schema';
import { linkTokenHash, newLinkToken } from '../quotations/link';

// A mail's private link (a quotation's, decision 048; an invitation's) is as safe in the outbox as
// in its own table: the stored mail holds LINK_TOKEN where the token goes, and the worker mints the
// token only as it hands the mail to SMTP, keeping its hash in the link's table and in the row's
// link_hash. The next attempt of the row revokes that hash before minting its own, so only the
// link of the mail last handed over works; a pending or sent row, a dump or a backup opens nothing.
// Without PUBLIC_URL a quotation is not e-mailed at all (decision 052); staff copy its link instead.

export const LINK_TOKEN = '{{link-token}}';

interface LinkRow {
  id: number;
  kind: string;
  quotationId: number | null;
  userId: number | null;
  text: string;
  html: string;
  linkHash: string | null;
  createdAt: Date;
}

/** The link's expiry: an invitation lasts INVITATION_DAYS from the moment it was queued, retries or not. */
export const invitationExpiry = (queuedAt: Date) =>
  new Date(queuedAt.getTime() + INVITATION_DAYS * 86_400_000);

/** Where each kind keeps its links' hashes: the one place a new kind of link is added. */
const LINK_TABLES = {
  quotation: {
    grant: (tx: Db, row: LinkRow, tokenHash: string) => {
      if (row.quotationId === null) throw new Error('a quotation mail without its quotation');
      return tx.insert(quotationLinks).values({ tokenHash, quotationId: row.quotationId });
    },
    revoke: (tx: Db, tokenHash: string) =>
      tx.delete(quotationLinks).where(eq(quotationLinks.tokenHash, tokenHash)),
  },
  invite: {
    grant: (tx: Db, row: LinkRow, tokenHash: string) => {
      if (row.userId === null) throw new Error('an invitation mail without its account');
      const expiresAt = invitationExpiry(row.createdAt);
      return tx.insert(userInvitations).values({ userId: row.userId, tokenHash, expiresAt });
    },
    revoke: (tx: Db, tokenHash: string) =>
      tx.delete(userInvitations).where(eq(userInvitations.tokenHash, tokenHash)),
  },
} as const;

/**
 * Whether the row's mail carries a link to mint. Only by its kind: a visitor who types the marker
 * into a lead's message neither gets a link minted nor stops the staff's mail.
 */
export const hasLink = (row: Pick<LinkRow, 'kind' | 'text' | 'html'>) =>
  Object.hasOwn(LINK_TABLES, row.kind) && (row.text.includes(LINK_TOKEN) || row.html.includes(LINK_TOKEN));

function tableOf(kind: string) {
  if (kind === 'quotation' || kind === 'invite') return LINK_TABLES[kind];
  throw new Error(`a ${kind} mail cannot carry a private link`);
}

/** Revokes the row's previous link and mints a new one, in the caller's transaction; returns the token. */
export async function mintLink(tx: Db, row: LinkRow): Promise<string> {
  const table = tableOf(row.kind);
  if (row.linkHash) await table.revoke(tx, row.linkHash);
  const token = newLinkToken();
  const tokenHash = linkTokenHash(token);
  await table.grant(tx, row, tokenHash);
  await tx.update(mailOutbox).set({ linkHash: tokenHash }).where(eq(mailOutbox.id, row.id));
  return token;
}

/** A mail given up on: its last link was never (known to be) received, so it stops working. */
export async function revokeLink(tx: Db, row: Pick<LinkRow, 'id' | 'kind' | 'linkHash'>) {
  if (!row.linkHash) return;
  await tableOf(row.kind).revoke(tx, row.linkHash);
  await tx.update(mailOutbox).set({ linkHash: null }).where(eq(mailOutbox.id, row.id));
}

/** The body as handed to SMTP: the freshly minted token where the marker stands. */
export const withToken = (body: string, token: string) => body.replaceAll(LINK_TOKEN, token);
