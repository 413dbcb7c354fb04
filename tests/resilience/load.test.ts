import autocannon from 'autocannon';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call, contactBody, login, missing, storedLeadMarkers } from './support/client';
import { freshData } from './support/data';
import { LOAD_SECONDS, PORT_BASE } from './support/env';
import { killAll, startServer } from './support/server';

// (1) Mixed public traffic at 100 connections for LOAD_SECONDS (60 by default) on the embedded
// database — API listing (plain, filtered, searched), product detail, news, the server-rendered
// home and product pages — with a contact submission in every round: no answer other than
// 2xx, 304 or 429, no socket error or timeout, and every submission answered 201 is stored.
const fx = inject('fixtures');
const CONNECTIONS = 100;
const ALLOWED = /^(2\d\d|304|429)$/;
const TIMEOUT_SECONDS = 30;

afterAll(killAll);

describe('load: mixed public traffic and contact submissions', () => {
  it(`answers ${CONNECTIONS} connections for ${LOAD_SECONDS} s and stores every accepted submission`, async () => {
    const server = await startServer({ port: PORT_BASE, ...(await freshData(fx, 'pglite', 'load')) });

    const sample = (await call(server.url, '/api/public/variants?per_page=1')).body as {
      data: { id: number; product: { brand: { name: string }; category: { name: string } } }[];
    };
    const variant = sample.data[0];
    const filter = `brand=${encodeURIComponent(variant.product.brand.name)}&category=${encodeURIComponent(variant.product.category.name)}`;

    const marker = `${fx.run}-load`;
    let submitted = 0;
    const accepted: string[] = [];
    const submission: autocannon.Request = {
      method: 'POST',
      path: '/api/contact/general',
      headers: { 'content-type': 'application/json' },
      // The connection's context carries the marker from its request to its response.
      setupRequest: (req, context) => {
        const id = `${marker}-${++submitted}`;
        (context as { marker?: string }).marker = id;
        return { ...req, body: JSON.stringify(contactBody(id)) };
      },
      onResponse: (status, _body, context) => {
        if (status === 201) accepted.push((context as { marker: string }).marker);
      },
    };

    // A visitor's round: one server-rendered page (home or a product, in turn), then the API calls
    // its browser makes, then a form.
    let pages = 0;
    const page: autocannon.Request = {
      path: '/',
      setupRequest: (req) => ({ ...req, path: ++pages % 2 ? '/' : `/products/${variant.id}` }),
    };
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      // A request unanswered after this long counts as a timeout, which fails the run.
      timeout: TIMEOUT_SECONDS,
      requests: [
        { path: '/api/public/variants' },
        page,
        { path: `/api/public/variants?${filter}` },
        { path: '/api/public/variants?search=loader&sort_by=price&sort_order=desc' },
        { path: `/api/public/variants/${variant.id}` },
        { path: '/api/public/news' },
        submission,
      ],
    });

    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
    );
    console.log(
      `load: ${result.requests.total} requests in ${result.duration} s, ${Math.round(result.requests.average)} req/s, ` +
        `latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms max ${result.latency.max} ms; ` +
        `statuses ${JSON.stringify(statuses)}; errors ${result.errors}, timeouts ${result.timeouts}; ` +
        `submissions sent ${submitted}, accepted ${accepted.length}`,
    );
    expect(result.requests.total).toBeGreaterThan(CONNECTIONS * 7);
    expect(Object.keys(statuses).filter((code) => !ALLOWED.test(code))).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(accepted.length).toBeGreaterThan(CONNECTIONS);

    // Every accepted submission is in the inbox (the server still serving, its caches irrelevant:
    // the admin inbox reads the database).
    const token = await login(server.url);
    const stored = await storedLeadMarkers(server.url, token, marker);
    console.log(`load: ${stored.size} submissions stored (${accepted.length} answered 201)`);
    expect(missing(accepted, stored)).toEqual([]);

    const exit = await server.stop('SIGTERM');
    expect(exit.code).toBe(0);
  });
});
