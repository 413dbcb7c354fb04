// Whether a stored page address (what a visitor's browser sent with a form) may become a link.
// Prefix checks on the raw text are not enough: a URL parser drops tabs and line breaks and reads
// a backslash as a slash, so "/\t/evil.example" or "/\\evil.example" look like paths but open
// another site. The decision is therefore made on the parsed URL, and the link uses the parsed
// path, never the raw text.

const PROBE = 'https://site.invalid';

/**
 * The address as a path on this site ("/products/7?tab=specs"), or null when it is not one and
 * must be shown as text. A path sent by our forms (location.pathname) is already percent-encoded,
 * so whitespace, control characters and backslashes are refused outright.
 */
export function sitePath(page: string | null | undefined): string | null {
  if (!page || page.length > 2000 || page[0] !== '/' || /[\s\\\p{Cc}]/u.test(page)) return null;
  let url: URL;
  try {
    url = new URL(page, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}
