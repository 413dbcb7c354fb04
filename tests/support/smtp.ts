import { SMTPServer } from 'smtp-server';

// A real SMTP server for the e-mail tests (SMTP is tested against a server, not a
// mock). It accepts anything, without TLS or login, and keeps what it received.

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  /** Decoded text/plain and text/html parts. */
  text: string;
  html: string;
  /** Parts with a file name (base64 decoded). */
  attachments: Attachment[];
}

interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

function decode(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** Header block → lower-cased names to unfolded values. */
function headersOf(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

const split = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/);
  return at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at).replace(/^\r?\n\r?\n/, '')];
};

/** Just enough MIME for nodemailer's messages: text + html (multipart/alternative), inside a
 * multipart/mixed with the attachments when there are any. */
function parse(raw: string) {
  const [head, body] = split(raw);
  const headers = headersOf(head);
  const parts: Record<string, string> = {};
  const attachments: Attachment[] = [];
  const walk = (contentType: string, content: string, whole: string) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    const chunks = boundary ? content.split(`--${boundary}`).slice(1, -1) : [whole];
    for (const chunk of chunks) {
      const [partHead, partBody] = split(chunk.replace(/^\r?\n/, ''));
      const h = headersOf(partHead);
      const type = (h['content-type'] ?? 'text/plain').split(';')[0].trim();
      if (type.startsWith('multipart/')) {
        walk(h['content-type'], partBody, chunk);
        continue;
      }
      const filename = /filename="?([^";]+)"?/i.exec(h['content-disposition'] ?? '')?.[1];
      if (filename) {
        attachments.push({
          filename,
          contentType: type,
          content: Buffer.from(partBody.replace(/\s+/g, ''), 'base64'),
        });
        continue;
      }
      parts[type] = decode(partBody.replace(/\r?\n$/, ''), h['content-transfer-encoding']);
    }
  };
  walk(headers['content-type'] ?? '', body, raw);
  return { headers, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '', attachments };
}

export interface TestSmtp {
  received: ReceivedMail[];
  /** Resolves once `count` mails in all have arrived. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** `delayMs`: how long the server takes to accept each message (a slow server, for lease tests). */
export async function startSmtp(port: number, { delayMs = 0 }: { delayMs?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (m: ReceivedMail[]) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parse(Buffer.concat(chunks).toString('utf8')),
        });
        for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve(received);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve(received)
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
