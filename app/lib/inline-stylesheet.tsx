import { createContext, useContext } from 'react';

// The one stylesheet travels inside each server-rendered page (decision 029, docs/product.md
// §15): a phone's first paint then needs the HTML alone. React 19 treats <style href precedence>
// as a resource, like <link rel="stylesheet" precedence>: the server writes it once in the head,
// and the browser's render finds it there by its href and adopts it, with no text of its own.

/** The text of a built stylesheet by its address; given by the production server only. */
export const StylesheetTextContext = createContext<((href: string) => string | undefined) | undefined>(
  undefined,
);

export function AppStylesheet({ href, nonce }: { href: string; nonce?: string }) {
  const textOf = useContext(StylesheetTextContext);
  const text =
    typeof document === 'undefined'
      ? textOf?.(href)
      : [...document.getElementsByTagName('style')].some((style) => style.dataset.href === href)
        ? ''
        : undefined;
  // Without the text (the development server), the file, render-blocking as before.
  if (text === undefined) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default" nonce={nonce || undefined}>
      {text}
    </style>
  );
}
