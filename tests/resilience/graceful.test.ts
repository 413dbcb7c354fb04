import { request } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { contactBody } from './support/client';
import { BACKENDS, freshData } from './support/data';
import { PORT_BASE } from './support/env';
import { killAll, pollUntil, startServer } from './support/server';

// Graceful shutdown (docs/product.md §16): SIGTERM while requests are under way — contact forms whose body
// is still arriving (a slow phone) and a burst of pages and searches. Every request the server had
// received completes (201, or 200 with a whole body); new connections are refused; the process
// closes the database and exits 0 within 10 s. On both databases.
// What "received" means comes from the server's own log (one "incoming request" line per request),
// so the test knows which requests were in flight without guessing at timing.
const fx = inject('fixtures');
const BURST = 40;
/** SIGTERM once this many requests of the burst have reached the server. */
const SIGNAL_AFTER = 12;
const SLOW_FORMS = 4;
afterAll(killAll);

type Answer = { status: number; body: string } | { error: string };

/** One request on its own connection (so none waits behind another on the client side). */
function get(url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? String(err) }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? String(err) }));
    req.end();
  });
}

/** A form post that sends half its body now and the rest when told. */
function slowPost(url: string, body: string) {
  let finish = () => {};
  const answer = new Promise<Answer>((resolve) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? String(err) }));
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { answer, finish: () => finish() };
}

/** The burst numbers (b=…) of the server's log lines with this message. */
function logged(output: string, msg: string): Set<number> {
  const ids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.includes(`"msg":"${msg}"`)) continue;
    const match = /[?&]b=(\d+)/.exec(line);
    if (match) ids.add(Number(match[1]));
  }
  return ids;
}

/** "incoming request" names the URL; "request completed" only the request id: map one to the other. */
function completedIds(output: string): Set<number> {
  const byReq = new Map<string, number>();
  const done = new Set<number>();
  for (const line of output.split('\n')) {
    const reqId = /"reqId":"([^"]+)"/.exec(line)?.[1];
    if (!reqId) continue;
    const b = /[?&]b=(\d+)/.exec(line);
    if (line.includes('"msg":"incoming request"') && b) byReq.set(reqId, Number(b[1]));
    if (line.includes('"msg":"request completed"') && byReq.has(reqId)) done.add(byReq.get(reqId) as number);
  }
  return done;
}

describe.each(BACKENDS)('graceful shutdown on %s', (backend) => {
  it('finishes the requests in flight with 200 and exits 0 within 10 s', async () => {
    const place = await freshData(fx, backend, 'graceful');
    const port = PORT_BASE + 10 + (backend === 'pglite' ? 0 : 1);
    const server = await startServer({ port, ...place, logLevel: 'info' });

    // Pages and searches, each address different (b=…) so no cache answers them early.
    const paths = Array.from(
      { length: BURST },
      (_, i) =>
        [`/?b=${i}`, `/products?search=loader&b=${i}`, `/api/public/variants?search=e&per_page=50&b=${i}`][
          i % 3
        ],
    );
    // The forms are numbered after the burst: b=BURST…
    const forms = Array.from({ length: SLOW_FORMS }, (_, i) =>
      slowPost(
        `${server.url}/api/contact/general?b=${BURST + i}`,
        JSON.stringify(contactBody(`${fx.run}-graceful-${backend}-${i}`)),
      ),
    );
    const formsArrived = await pollUntil(
      async () => {
        const got = logged(server.output(), 'incoming request');
        return forms.every((_, i) => got.has(BURST + i)) ? true : undefined;
      },
      { within: 30_000, every: 2 },
    );
    expect(formsArrived).toBe(true);
    const burst = paths.map((p) => get(`${server.url}${p}`));
    const reached = await pollUntil(
      async () =>
        logged(server.output(), 'incoming request').size >= SLOW_FORMS + SIGNAL_AFTER ? true : undefined,
      { within: 30_000, every: 2 },
    );
    expect(reached).toBe(true);
    const stopping = server.stop('SIGTERM');
    const receivedAtSignal = logged(server.output(), 'incoming request');
    const inFlight = [...receivedAtSignal].filter((b) => !completedIds(server.output()).has(b));

    // Once shutdown has begun, a new connection is not served.
    await pollUntil(async () => (server.output().includes('"msg":"shutting down"') ? true : undefined), {
      within: 10_000,
      every: 5,
    });
    const late = await get(`${server.url}/api/health`);
    for (const form of forms) form.finish();
    const formAnswers = await Promise.all(forms.map((f) => f.answer));
    const answers = await Promise.all(burst);
    const exit = await stopping;
    const received = logged(server.output(), 'incoming request');

    expect(formAnswers).toEqual(forms.map(() => expect.objectContaining({ status: 201 })));
    const refused = answers.filter((a) => 'error' in a || a.status === 503).length;
    console.log(
      `graceful ${backend}: ${inFlight.length} requests in flight at SIGTERM (${SLOW_FORMS} forms still sending), ` +
        `${received.size - SLOW_FORMS} of ${BURST} pages and searches received in all (all answered 200), ${refused} refused as the server stopped accepting; exit ${exit.code} after ${exit.ms} ms; ` +
        `a new request after the signal: ${'error' in late ? late.error : late.status}`,
    );
    expect(inFlight.length).toBeGreaterThanOrEqual(SLOW_FORMS);
    for (const [i, answer] of answers.entries()) {
      if (!received.has(i)) {
        // Arrived after the signal: refused at the door — connection refused, or 503 with
        // `Connection: close` on a connection already open — which a load balancer retries elsewhere.
        if ('status' in answer) expect(answer.status, paths[i]).toBe(503);
        continue;
      }
      expect(answer, paths[i]).toMatchObject({ status: 200 });
      const body = 'body' in answer ? answer.body : '';
      if (paths[i].startsWith('/api/')) expect(() => JSON.parse(body)).not.toThrow();
      else expect(body).toMatch(/<\/html>\s*$/);
    }
    expect('status' in late && late.status === 200).toBe(false);
    expect(exit.code).toBe(0);
    expect(exit.ms).toBeLessThan(10_000);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});
