// A kept page (response-cache.ts) is stored cut at the CSP nonces helmet gave the render that made
// it (reply.cspNonce: one for scripts, one for styles), and sent with each response's own.

type NonceKind = 'script' | 'style';
export interface PageTemplate {
  /** The body's bytes between the nonces: one more part than holes. */
  parts: Buffer[];
  /** Which nonce goes after each part. */
  holes: NonceKind[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cuts a rendered page at every occurrence of the nonces it was rendered with. */
export function pageTemplate(page: string, nonces: Record<NonceKind, string>): PageTemplate {
  const parts: Buffer[] = [];
  const holes: NonceKind[] = [];
  const pattern = new RegExp(`${escapeRegExp(nonces.script)}|${escapeRegExp(nonces.style)}`, 'g');
  let last = 0;
  for (const match of page.matchAll(pattern)) {
    parts.push(Buffer.from(page.slice(last, match.index)));
    holes.push(match[0] === nonces.script ? 'script' : 'style');
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(page.slice(last)));
  return { parts, holes };
}

/** The page with other nonces: one copy of its bytes (a string replace and re-encode cost ~10x). */
export function fillPage(template: PageTemplate, nonces: Record<NonceKind, string>): Buffer {
  const fresh = { script: Buffer.from(nonces.script), style: Buffer.from(nonces.style) };
  const chunks: Buffer[] = [];
  template.parts.forEach((part, i) => {
    chunks.push(part);
    if (i < template.holes.length) chunks.push(fresh[template.holes[i]]);
  });
  return Buffer.concat(chunks);
}
