import { createContext, useContext } from 'react';

// The one stylesheet travels inside each server-rendered page (decision 029, docs/product.md
// §15): a phone's first paint then needs the HTML alone. React 19 treats <style href precedence>
// as a resource, like <link rel="stylesheet" precedence>: the server writes it once in the head,
// and the browser's render finds it there by its href and adopts it, with no text of its own.

/**
 * On the server, the text of a built stylesheet by its address, undefined where the file is to be
 * linked (the development server). Not given in the browser.
 */
export const StylesheetTextContext = createContext<((href: string) => string | undefined) | undefined>(
  undefined,
);

export function AppStylesheet({ href, nonce }: { href: string; nonce: string }) {
  const textOf = useContext(StylesheetTextContext);
  const text = textOf ? textOf(href) : '';
  return text === undefined ? (
    <link rel="stylesheet" href={href} precedence="default" />
  ) : (
    <style href={href} precedence="default" nonce={nonce}>
      {text}
    </style>
  );
}
