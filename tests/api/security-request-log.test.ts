import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import siteRoutes from '../../app/routes';
import { buildApp } from '../../server/app';
import { PRIVATE_LINKS } from '../../server/lib/request-log';
import { setupApi, testConfig } from '../support/api';

// A private link's token never reaches the request log (decisions 033, 049): every route that
// takes a `:token`, the API's (read from the OpenAPI document, which lists every route) and the
// site's (app/routes.ts), is asked through the app's own logger at the default level, and no
// token may be in what it wrote. A new private route is walked without touching this file.
const ctx = setupApi();

const lines: string[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', API_DOCS: 'public' }),
    database: ctx.testDb.database,
    logger: { level: 'info', stream },
  });
  await app.ready();
});
afterAll(() => app?.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

/** Every API operation whose address holds a `{token}`, from the OpenAPI document. */
async function apiTokenRoutes() {
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => m in item && path.includes('{token}')).map((method) => ({
      method,
      path: path.replace('{token}', ':token'),
    })),
  );
}

/** Every page of the site whose address holds a `:token`, from app/routes.ts. */
function siteTokenRoutes(entries: RouteConfigEntry[] = siteRoutes): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path?.includes(':token') ? [`/${entry.path}`] : []),
    ...siteTokenRoutes(entry.children ?? []),
  ]);
}

const newToken = () => randomBytes(32).toString('base64url');

async function logOf(method: Method, url: string) {
  lines.length = 0;
  await app.inject({
    method: method.toUpperCase() as Uppercase<Method>,
    url,
    payload: method === 'get' ? undefined : {},
  });
  return lines.join('');
}

describe('the request log', () => {
  it('walks both route tables and finds every private link the product has', async () => {
    const api = await apiTokenRoutes();
    expect(api.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      expect.arrayContaining([
        'get /api/invitations/:token',
        'post /api/invitations/:token',
        'post /api/public/quotations/:token/accept',
        'post /api/public/quotations/:token/question',
        'get /quotation/:token.pdf',
        'get /quotation/:token/newest',
        'get /quote/summary/:token',
      ]),
    );
    expect(siteTokenRoutes().sort()).toEqual(['/invitation/:token', '/quotation/:token']);
  });

  it('holds no token of any API route that takes one, at the default level', async () => {
    for (const { method, path } of await apiTokenRoutes()) {
      const token = newToken();
      const url = path.replace(':token', path.startsWith('/quote/summary/') ? `${token}.pdf` : token);
      const log = await logOf(method, url);
      expect(log, url).toContain('[redacted]');
      expect(log, url).not.toContain(token);
    }
  });

  it('holds no token of any page that takes one, nor of its data, whatever the case of the address', async () => {
    for (const path of siteTokenRoutes()) {
      for (const shape of [
        path,
        `${path}.data`,
        `${path}?x=1`,
        path.toUpperCase().replace(':TOKEN', ':token'),
      ]) {
        const token = newToken();
        const url = shape.replace(':token', token);
        const log = await logOf('get', url);
        expect(log, url).toContain('[redacted]');
        expect(log, url).not.toContain(token);
      }
    }
  });

  it('covers each private link with one entry of one list, none of them stale', async () => {
    const routes = [...(await apiTokenRoutes()).map((r) => r.path), ...siteTokenRoutes()];
    for (const prefix of PRIVATE_LINKS) {
      expect(
        routes.some((r) => r.toLowerCase().startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('stops the server at start when a route takes a token the list does not cover', async () => {
    const other = await buildApp({ config: testConfig(), database: ctx.testDb.database, logger: false });
    try {
      await expect(async () => {
        other.get('/api/forgotten/:token', async () => ({}));
        await other.ready();
      }).rejects.toThrow(/PRIVATE_LINKS/);
    } finally {
      await other.close().catch(() => {});
    }
  });
});
