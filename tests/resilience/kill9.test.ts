import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  auditedCreates,
  brandBody,
  call,
  contactBody,
  login,
  missing,
  newsBody,
  storedBrandNames,
  storedLeadMarkers,
  storedNewsTitles,
} from './support/client';
import { BACKENDS, freshData } from './support/data';
import { PORT_BASE } from './support/env';
import { killAll, pollUntil, startServer } from './support/server';

// (2) kill -9 in the middle of a stream of admin writes (brands, news) and contact submissions,
// then a restart on the same data: every write that was answered 2xx is there. On the embedded
// database this is also PGlite's crash recovery and the data-directory lock left by a dead process.
const fx = inject('fixtures');
afterAll(killAll);

/** Writes acknowledged before the kill, and answers other than 2xx (there must be none). */
interface Stream {
  brands: string[];
  news: string[];
  leads: string[];
  failures: string[];
}

describe.each(BACKENDS)('kill -9 on %s', (backend) => {
  it('keeps every write answered 2xx and restarts on the same data', async () => {
    const place = await freshData(fx, backend, 'kill9');
    const port = PORT_BASE + (backend === 'pglite' ? 2 : 4);
    const server = await startServer({ port, ...place });
    const token = await login(server.url);

    const tag = `${fx.run}-k9-${backend}`;
    const acked: Stream = { brands: [], news: [], leads: [], failures: [] };
    let killed = false;
    let n = 0;
    // One writer: send, record a 2xx; a connection that dies with the server ends the stream.
    const writer = async (write: (id: string) => Promise<{ status: number }>, into: string[]) => {
      while (!killed) {
        const id = `${tag}-${++n}`;
        try {
          const res = await write(id);
          if (res.status >= 200 && res.status < 300) into.push(id);
          else if (!killed) acked.failures.push(`${id}: ${res.status}`);
        } catch (err) {
          if (!killed) acked.failures.push(`${id}: ${String(err)}`);
        }
      }
    };
    const post = (path: string, body: unknown, auth = true) =>
      call(server.url, path, { method: 'POST', body, token: auth ? token : undefined });
    const writers = [
      writer((id) => post('/api/admin/brands', brandBody(id)), acked.brands),
      writer((id) => post('/api/admin/brands', brandBody(id)), acked.brands),
      writer((id) => post('/api/public/news', newsBody(id)), acked.news),
      writer((id) => post('/api/contact/general', contactBody(id), false), acked.leads),
      writer((id) => post('/api/contact/general', contactBody(id), false), acked.leads),
    ];

    // Kill once the stream is well under way (writes keep arriving while the process dies).
    const total = () => acked.brands.length + acked.news.length + acked.leads.length;
    await pollUntil(async () => (total() >= 60 ? true : undefined), { within: 60_000 });
    killed = true;
    const exit = await server.stop('SIGKILL');
    await Promise.all(writers);
    expect(exit.signal).toBe('SIGKILL');
    expect(acked.failures).toEqual([]);
    console.log(
      `kill9 ${backend}: acknowledged ${acked.brands.length} brands, ${acked.news.length} news, ${acked.leads.length} leads before the kill`,
    );

    if (backend === 'pglite') {
      // The dead process's lock is still there: the restart must take it over, not refuse.
      const lock = join(place.dataDir, 'ironsite.lock');
      expect(existsSync(lock)).toBe(true);
      expect(readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${server.child.pid}\\b`));
    }
    const again = await startServer({ port: port + 1, ...place });
    const token2 = await login(again.url);
    expect(missing(acked.brands, await storedBrandNames(again.url, token2, tag))).toEqual([]);
    expect(missing(acked.news, await storedNewsTitles(again.url, token2, tag))).toEqual([]);
    expect(missing(acked.leads, await storedLeadMarkers(again.url, token2, tag))).toEqual([]);
    // Every committed brand and article has its audit entry, and no entry outlived its change:
    // they commit together (decision 060).
    expect(await auditedCreates(again.url, token2, 'brand', 'name', tag)).toEqual(
      await storedBrandNames(again.url, token2, tag),
    );
    expect(await auditedCreates(again.url, token2, 'news', 'title', tag)).toEqual(
      await storedNewsTitles(again.url, token2, tag),
    );
    // And it takes writes again.
    expect(
      (
        await call(again.url, '/api/admin/brands', {
          method: 'POST',
          token: token2,
          body: brandBody(`${tag}-after`),
        })
      ).status,
    ).toBe(201);
    expect((await again.stop('SIGTERM')).code).toBe(0);
  });
});
