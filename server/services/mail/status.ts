import type { MailStatus } from '#common/schemas/mail-status';
import type { Config } from '../../config';

/** What the server can send by e-mail, from its settings (decision 052): told to staff screens. */
export const mailStatus = ({ SMTP_URL, PUBLIC_URL }: Config): MailStatus => ({
  enabled: Boolean(SMTP_URL),
  public_url_set: Boolean(PUBLIC_URL),
});
