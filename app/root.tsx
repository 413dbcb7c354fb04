import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { ScrollRestoration } from './components/layout/scroll-restoration';
import { serverContext } from './lib/load-context';
import { useNonce, useStyleNonce } from './lib/nonce';
import { siteTheme } from './lib/settings.server';

/**
 * The accent colour from Settings → Appearance, once per document, so every page (public, sign-in
 * and admin) is themed from the first byte without a flash. The layout loads the other settings.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { theme: await siteTheme(serverContext(context).services) };
}

// Settings change rarely; a client-side navigation keeps the document's values (a reload reads anew).
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const styleNonce = useStyleNonce();
  // Undefined when the root loader itself failed and the ErrorBoundary renders.
  const theme = useRouteLoaderData<typeof loader>('root')?.theme;
  const style = theme?.brand
    ? ({ '--brand': theme.brand, '--brand-ink': theme.brandInk } as CSSProperties)
    : undefined;
  // Decision 029: public pages start their scripts after the first paint, so the load event no
  // longer means React has taken over. <html data-hydrated> says it has (the root's effect runs
  // after every other of the first render's); the browser tests wait for it before they press a
  // control that only works with JavaScript. <html data-app> is there from the first byte, so they
  // know a document is one of ours (and not yet ready) before the parser reaches its scripts.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang="en" data-app="" style={style}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme?.brand ?? '#f2a900'} />
        {/* Read by entry.client.tsx so run-time <style> elements (Radix scroll lock) pass the CSP. */}
        {styleNonce ? <meta name="csp-style-nonce" content={styleNonce} /> : null}
        {/*
          The one stylesheet, render-blocking: with a precedence React writes it at the top of the
          head, ahead of the module preloads of <Scripts>, so a phone fetches it first.
        */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        {/*
          A PNG (favicon.svg drawn at 48 px, decision 088): the browser decodes a page's icon on its
          main thread, and an SVG icon is a document of its own there, 13–47 ms after the first paint.
        */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />
        <link rel="manifest" href="/site.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-neutral-50 font-sans text-neutral-900 antialiased">
        {/* First stop of the keyboard: jump past the header and nav to <main id="main">. */}
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-[100] focus:rounded focus:bg-brand focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-ink"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-neutral-600">Please try again, or go back to the home page.</p>
      <a className="mt-8 inline-block font-medium underline" href="/">
        Home
      </a>
    </main>
  );
}
