import { createContext, RouterContextProvider } from 'react-router';
import type { UnitSystem } from '#common/quantity-kinds';
import type { Config } from '../../server/config';
import type { WebServices } from '../../server/web-services';

// What the Fastify server hands every loader and action (server/plugins/site-route.ts). Type-only
// imports from server/: the site's bundles hold no server module, so every service and its state
// (the read cache, the mail signal) exists once, in the server (server/web-services.ts).
export interface IronsiteLoadContext {
  services: WebServices;
  config: Config;
  /** CSP nonce of this response, for the inline scripts React Router renders. */
  nonce: string;
  /** CSP nonce for <style> elements of this response. */
  styleNonce: string;
  /** The visitor's unit system, from the `units` cookie (docs/product.md §17). */
  units: UnitSystem;
}

// React Router's request context (its middleware API, react-router.config.ts): loaders read the
// server's values with `serverContext(context)`. The key is an object compared by identity, and
// the site and the Fastify server are two bundles, so the server builds the context through
// `createLoadContext`, exported by the site's entry (app/entry.server.tsx), never a key of its own.
const ironsite = createContext<IronsiteLoadContext>();

export function createLoadContext(values: IronsiteLoadContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[ironsite, values]]));
}

export const serverContext = (context: Readonly<RouterContextProvider>) => context.get(ironsite);
