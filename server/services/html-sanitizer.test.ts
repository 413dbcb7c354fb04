import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from './html-sanitizer';

describe('sanitizeNewsHtml', () => {
  it('keeps the allowed structure unchanged', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em>, <u>u</u> and <s>s</s> text.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><pre><code>x = 1</code></pre>' +
      '<table><thead><tr><th>K</th></tr></thead><tbody><tr><td>V</td></tr></tbody></table>' +
      '<figure><img src="https://cdn.example.test/a.jpg" alt="A" width="10" height="20" /><figcaption>Cap</figcaption></figure><hr />';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it('removes script and style elements with their content', () => {
    expect(sanitizeNewsHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitizeNewsHtml('<img src="/x.png" onerror="alert(1)" style="width:1px">')).toBe(
      '<img src="/x.png" />',
    );
    expect(sanitizeNewsHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
  });

  it('drops javascript: and data: URLs but keeps http(s), mailto and relative ones', () => {
    expect(sanitizeNewsHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNewsHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNewsHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
    expect(sanitizeNewsHtml('<a href="//evil.test/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNewsHtml('<a href="https://a.test/x">x</a>')).toBe('<a href="https://a.test/x">x</a>');
    expect(sanitizeNewsHtml('<a href="mailto:a@b.test">m</a>')).toBe('<a href="mailto:a@b.test">m</a>');
    expect(sanitizeNewsHtml('<a href="/products/3">p</a>')).toBe('<a href="/products/3">p</a>');
  });

  it('adds rel="noopener noreferrer" to links with a target', () => {
    expect(sanitizeNewsHtml('<a href="https://a.test" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('unwraps tags outside the allow-list but keeps their text', () => {
    expect(sanitizeNewsHtml('<div><span>kept</span></div><iframe src="https://x.test"></iframe>')).toBe(
      'kept',
    );
  });
});
