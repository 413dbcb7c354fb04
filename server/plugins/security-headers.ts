import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Security headers (helmet) for every response. Pages get a CSP with a fresh nonce per response for
// the inline scripts React Router renders (reply.cspNonce, also read by caching/response-cache.ts).
// The API answers JSON and never loads anything, so its routes get a policy that allows nothing,
// without nonces: cheaper too, since making and merging nonces per request was a third of the CPU
// of a cached API read (docs/performance.md).

const PAGE_POLICY: FastifyHelmetOptions = {
  enableCSPNonces: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      // The contact page's map, loaded only when the visitor asks for it (app/lib/map-embed.ts).
      frameSrc: ['https://www.google.com', 'https://www.openstreetmap.org'],
      formAction: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // Inline style attributes (positioning by React components) — never <style> or scripts.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://res.cloudinary.com'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", 'https://api.cloudinary.com'],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** For JSON: nothing may load, nobody may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";
const API_POLICY = {
  enableCSPNonces: false,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
} as const;

/** The API's own routes; the Swagger UI pages under /api/docs keep the page policy they need. */
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export async function registerSecurityHeaders(app: FastifyInstance) {
  // Before helmet's own onRoute hook, which reads the route's `helmet` option.
  app.addHook('onRoute', (route) => {
    if (isApiRoute(route.url) && route.helmet === undefined) route.helmet = API_POLICY;
  });
  await app.register(helmet, PAGE_POLICY);
}
