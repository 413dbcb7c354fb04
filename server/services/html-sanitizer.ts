import sanitizeHtml from 'sanitize-html';

// News content is HTML written in the admin and rendered as HTML on the public site, so it is
// cleaned once, on write, with an allow-list: anything not listed (scripts, iframes, event
// handlers, style attributes, javascript: or data: URLs) is dropped before it reaches the database.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/x" silently inherits the page's scheme and host rules; only explicit or relative URLs.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new window must not hand the opener to the target page.
    a: (tagName, attribs) => {
      if (!attribs.target) return { tagName, attribs };
      return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
    },
  },
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
