import nodemailer from 'nodemailer';

/** The one thing the outbox needs from a transport, so tests and other transports can stand in. */
export interface MailSender {
  sendMail(message: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html: string;
    /** A quote list's summary on its acknowledgement (docs/product.md §22). */
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<unknown>;
  close?(): void;
}

/**
 * An SMTP transport for SMTP_URL. Timeouts are far shorter than nodemailer's defaults (minutes)
 * so that one dead server cannot hold a worker's lease (OUTBOX_LEASE_MS) for long.
 */
export function smtpSender(url: string): MailSender {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
