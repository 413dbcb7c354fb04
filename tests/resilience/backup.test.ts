import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { brandBody, call, login, storedBrandNames } from './support/client';
import { freshData } from './support/data';
import { PORT_BASE, PROJECT_ROOT } from './support/env';
import { killAll, startServer } from './support/server';

// npm run backup / npm run restore on the embedded database: refused while the server runs;
// after a stop, one archive; the data directory wiped; restored into it (and refused a second
// time without --force); the server starts on it with the same records and uploaded images.
const fx = inject('fixtures');
afterAll(killAll);

/** Runs `npm run <script>` the way package.json does (tsx), with DATA_DIR set. */
function npmScript(script: 'backup' | 'restore', args: string[], dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function upload(url: string, token: string): Promise<string> {
  const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('folder', 'brands');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const res = await fetch(`${url}/api/admin/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

const bytesOf = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

describe('backup and restore of the embedded database and uploads', () => {
  it('backs up a stopped server, restores into an empty DATA_DIR, and the server starts with the same data', async () => {
    const { dataDir } = await freshData(fx, 'pglite', 'backup');
    const outDir = join(fx.root, 'backups');
    const server = await startServer({ port: PORT_BASE + 12, dataDir });
    const token = await login(server.url);
    const name = `${fx.run}-backup-brand`;
    const logo = await upload(server.url, token);
    expect(
      (
        await call(server.url, '/api/admin/brands', {
          method: 'POST',
          token,
          body: { ...brandBody(name), logo },
        })
      ).status,
    ).toBe(201);
    const logoBytes = await bytesOf(`${server.url}${logo}`);
    const variants = ((await call(server.url, '/api/public/variants')).body as { total: number }).total;

    const refused = await npmScript('backup', ['--out', outDir], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`The server (pid ${server.child.pid}) is using ${dataDir}`);
    expect(refused.output).toContain('stop the server, run the backup, start the server again');

    expect((await server.stop('SIGTERM')).code).toBe(0);
    const backup = await npmScript('backup', ['--out', outDir], dataDir);
    expect(backup.code, backup.output).toBe(0);
    const archives = readdirSync(outDir).filter((f) => /^ironsite-backup-\d{8}T\d{6}Z\.tar\.gz$/.test(f));
    expect(archives).toHaveLength(1);
    const archive = join(outDir, archives[0]);

    rmSync(dataDir, { recursive: true, force: true });
    const restored = await npmScript('restore', [archive], dataDir);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`into ${dataDir}: pgdata and uploads`);
    const again = await npmScript('restore', [archive], dataDir);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds pgdata and uploads');
    expect(again.output).toContain('add --force');

    const back = await startServer({ port: PORT_BASE + 13, dataDir });
    const token2 = await login(back.url);
    expect([...(await storedBrandNames(back.url, token2, name))]).toEqual([name]);
    expect(((await call(back.url, '/api/public/variants')).body as { total: number }).total).toBe(variants);
    expect((await bytesOf(`${back.url}${logo}`)).equals(logoBytes)).toBe(true);

    // A running server also refuses a restore over its data.
    const busy = await npmScript('restore', [archive, '--force'], dataDir);
    expect(busy.code).toBe(1);
    expect(busy.output).toContain(
      `The server (pid ${back.child.pid}) is using ${dataDir}: stop it before restoring.`,
    );
    expect((await back.stop('SIGTERM')).code).toBe(0);
    const forced = await npmScript('restore', [archive, '--force'], dataDir);
    expect(forced.code, forced.output).toBe(0);
  });
});
