import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

// Reading the site's server-rendered answers as a crawler or a browser without JavaScript gets
// them: the head's tags, the structured data, and whether an XML document is well formed.

type Attrs = Record<string, string>;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Attributes of every <name …> tag in the HTML (names lower-cased, values decoded). */
export function tags(html: string, name: string): Attrs[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, body]) =>
    Object.fromEntries(
      [...body.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k.toLowerCase(), decode(v)]),
    ),
  );
}

/** The text of some HTML, its markup dropped. */
const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, '').trim());

/** The inner HTML of every element `tag` (for elements not nested in one of their kind). */
export const inner = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]);

/** The text of every element `tag`, markup inside it dropped. */
export const texts = (html: string, tag: string) => inner(html, tag).map(textOf);

/** Every link of `html`: its attributes and its text. */
export const links = (html: string): (Attrs & { text: string })[] =>
  [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    ...tags(m[0], 'a')[0],
    text: textOf(m[1]),
  }));

/** The page's main content (the <main> element). */
export const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

/** The content of <meta name=key> or <meta property=key>. */
export const metaContent = (html: string, key: string) =>
  tags(html, 'meta').find((m) => m.name === key || m.property === key)?.content;

export const canonicalOf = (html: string) => tags(html, 'link').find((l) => l.rel === 'canonical')?.href;

/** The text of every <title> element. */
export const titlesOf = (html: string) =>
  [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]).trim());

/** Every item of every JSON-LD block, @graph arrays unrolled. */
export function jsonLdItems(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.flatMap(([, json]) => {
    const data = JSON.parse(json);
    return Array.isArray(data) ? data : (data['@graph'] ?? [data]);
  });
}

/** GET `url` from a site app: 200 expected, the HTML returned. */
export async function pageHtml(site: FastifyInstance, url: string, opts: Omit<InjectOptions, 'url'> = {}) {
  const res = await site.inject({ method: 'GET', url, ...opts });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^text\/html/);
  return res.body;
}

/**
 * Whether `xml` is a well-formed document: one root, every element closed in order, attributes
 * quoted, character data free of a bare `<` or `&` (only the five predefined entities and
 * character references). The subset of XML a generated sitemap uses: no DTD, CDATA or comments.
 */
export function wellFormedXml(xml: string): { root: string; ns: string | undefined } | null {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  const open: string[] = [];
  let root: { root: string; ns: string | undefined } | null = null;
  let at = 0;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    at = token.lastIndex;
    const [, closing, name, attrs, selfClosing, text] = m;
    if (text !== undefined) {
      if (open.length === 0 ? text.trim() !== '' : /&(?!(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(text))
        return null;
      continue;
    }
    if (closing) {
      if (attrs || selfClosing || open.pop() !== name) return null;
      continue;
    }
    if (open.length === 0) {
      if (root) return null;
      root = { root: name, ns: /\sxmlns="([^"]*)"/.exec(attrs)?.[1] };
    }
    if (!selfClosing) open.push(name);
  }
  return at === body.length && open.length === 0 ? root : null;
}
