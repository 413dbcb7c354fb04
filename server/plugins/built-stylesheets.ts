import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The text of the build's stylesheets by address (`/assets/app-….css`), read once each, for pages
 * to carry them (decision 029). Only hashed files under /assets/ are read; anything else (or a
 * file that is not there) is undefined, and the page links the file instead.
 */
export function builtStylesheets(clientDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
    if (!texts.has(href)) {
      try {
        texts.set(href, readFileSync(join(clientDir, href), 'utf8'));
      } catch {
        texts.set(href, undefined);
      }
    }
    return texts.get(href);
  };
}

/**
 * React writes a <style href precedence> without the nonce it was given, so the page's CSP
 * (style-src with a nonce) would refuse it: the nonce is added to the tags React wrote.
 */
export function nonceStylesheets(html: string, nonce: string): string {
  if (!nonce) return html;
  return html.replaceAll('<style data-precedence="', `<style nonce="${nonce}" data-precedence="`);
}
