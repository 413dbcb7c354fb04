// Links in news content may only be web addresses or e-mail, the schemes the server's sanitizer
// keeps (server/services/html-sanitizer.ts); anything else would be silently dropped on save.

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;

/**
 * The address to store for what the admin typed, or null when it is not an http(s) or mailto
 * link. A bare host ("ironsite.ph/parts") gets https://, a bare e-mail address gets mailto:.
 */
export function normalizeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const candidate = SCHEME.test(text) ? text : EMAIL.test(text) ? `mailto:${text}` : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:')
    return EMAIL.test(candidate.slice('mailto:'.length).split('?')[0]) ? candidate : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname.includes('.') || url.hostname === 'localhost' ? candidate : null;
}

export const LINK_URL_MESSAGE = 'Enter a web address (https://…) or an e-mail address.';
