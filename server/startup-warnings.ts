import type { Config } from './config';

/**
 * Settings that start fine but leave a deployment weaker than it looks; main.ts logs each line as
 * a warning at start. Pure, so the rules are unit-tested without starting a server.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.TRUST_PROXY === true) {
    warnings.push(
      'TRUST_PROXY=true trusts X-Forwarded-For/-Host/-Proto from any client: anyone can pick their own rate-limit address. Set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses instead.',
    );
  }
  if (config.SMTP_URL && !config.PUBLIC_URL) {
    warnings.push(
      'SMTP_URL is set but PUBLIC_URL is not: quotations cannot be e-mailed (their mail would lack the buyer’s link; staff can only copy the link), and staff e-mails show the admin path as text instead of a link. Set PUBLIC_URL to the public address of the site (https://…).',
    );
  }
  if (config.IMPORT_ALLOW_PRIVATE_HOSTS && config.NODE_ENV === 'production') {
    warnings.push(
      'IMPORT_ALLOW_PRIVATE_HOSTS=true lets a catalogue import fetch images from loopback, private and link-local addresses: anyone who may import can make the server read its own network (a cloud’s metadata service included). It is meant for tests; leave it unset.',
    );
  }
  return warnings;
}
