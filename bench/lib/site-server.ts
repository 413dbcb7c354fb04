import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The built server (`<BUILD_DIR>/server/main.js`, `npm run build` first) on a fresh embedded
 * database with the demo content, as a visitor meets it. Closing stops it and removes its data.
 */
export async function startSite(port: number, buildDir = process.env.BUILD_DIR ?? 'build') {
  const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-site-'));
  const child: ChildProcess = spawn(process.execPath, [join(buildDir, 'server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site server exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the site server did not become ready in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The four pages docs/product.md §15 measures with Lighthouse: home, listing, the newest product's page, news. */
async function pagesToMeasure(origin: string): Promise<[string, string][]> {
  const { data } = await (await fetch(`${origin}/api/public/variants?per_page=1`)).json();
  return [
    ['home', '/'],
    ['products', '/products'],
    ['product page', `/products/${data[0].id}`],
    ['news', '/news'],
  ];
}

/**
 * What `npm run bench:lighthouse` measures: the four pages of docs/product.md §15, the comparison
 * of four machines and the quote list (§18, §19 promise both a phone score too).
 */
export async function lighthousePages(origin: string): Promise<[string, string][]> {
  const { data } = await (await fetch(`${origin}/api/public/variants?per_page=4`)).json();
  return [
    ...(await pagesToMeasure(origin)),
    ['compare', `/compare?ids=${(data as { id: number }[]).map((v) => v.id).join(',')}`],
    ['quote', '/quote'],
  ];
}

/**
 * Every public page, for the JavaScript budget (which holds for all of them): the comparison of three
 * excavators and of four machines (the most it shows), and the quote list empty and opened from a
 * shared link (docs/product.md §18, §19).
 */
export async function publicPages(origin: string): Promise<[string, string][]> {
  const ids = async (query: string) =>
    ((await (await fetch(`${origin}/api/public/variants?${query}`)).json()).data as { id: number }[]).map(
      (v) => v.id,
    );
  const [excavators, four] = await Promise.all([ids('category=Excavators&per_page=3'), ids('per_page=4')]);
  return [
    ...(await pagesToMeasure(origin)),
    ['about', '/about'],
    ['services', '/services'],
    ['contact', '/contact'],
    ['branches', '/branches'],
    ['parts', '/parts'],
    ['service', '/service'],
    ['privacy', '/privacy'],
    ['terms', '/terms'],
    ['compare', `/compare?ids=${excavators.join(',')}`],
    ['compare 4', `/compare?ids=${four.join(',')}`],
    ['quote', '/quote'],
    ['quote shared', `/quote?items=${four[0]}x2,${four[1]}x1`],
  ];
}
