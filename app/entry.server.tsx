import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { isDatabaseUnavailable } from '#common/database-unavailable';
import { serverContext } from './lib/load-context';
import { NonceContext } from './lib/nonce';

// The Fastify server builds each request's context with the site's own key (app/lib/load-context.ts).
export { createLoadContext } from './lib/load-context';

export const streamTimeout = 5_000;

// Requests whose loaders failed because the database is unreachable: their page answers 503, as the
// API does (retry later), not 500. React Router hands the render only sanitized errors, so the
// originals are looked at here, where it reports them.
const unavailable = new WeakSet<Request>();
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isDatabaseUnavailable(error)) unavailable.add(request);
  // What React Router logs by default (a thrown error response carries the original in .error).
  const original = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  if (!request.signal.aborted) console.error(original ?? error);
};

// Renders the whole document before its first byte. The server sends a page whole anyway
// (server/plugins/site-route.ts), so waiting costs no time; written in order, a page needs none of
// React's scripts that move a late part into place: about 2 KB of them on every page, and a task in
// the page's first animation frame that ran them (decision 082). The CSP nonce from the server
// goes on every inline script React Router renders.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, styleNonce } = serverContext(loadContext);
  const nonces = { script: nonce, style: styleNonce };
  return new Promise<Response>((resolve, reject) => {
    let status = unavailable.has(request) ? 503 : responseStatusCode;
    if (status === 503) responseHeaders.set('Retry-After', '5');
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonces}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A finished Suspense boundary is written in place, however large: React would otherwise
        // send a big one after the page, hidden until a script shows it, which a visitor without
        // JavaScript never runs (the listing's spec filters, spec-filters-deferred.tsx). Pages
        // are sent whole anyway (server/plugins/site-route.ts).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(Readable.toWeb(body) as ReadableStream, { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
