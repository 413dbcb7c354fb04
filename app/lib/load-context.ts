import type { Config } from '../../server/config';
import type { Db } from '../../server/db/client';

// What the Fastify server hands every loader and action (server/plugins/web.ts). Type-only
// imports: nothing from server/ reaches the browser bundle.
export interface IronsiteLoadContext {
  db: Db;
  config: Config;
  /** CSP nonce of this response, for the inline scripts React Router renders. */
  nonce: string;
  /** CSP nonce for <style> elements of this response. */
  styleNonce: string;
}

declare module 'react-router' {
  interface AppLoadContext extends IronsiteLoadContext {}
}
