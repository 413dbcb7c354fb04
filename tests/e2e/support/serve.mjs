// Starts the e2e servers (playwright.config.ts runs this as its one webServer) and prints
// "e2e first server ready" once the first answers /api/ready. The others start only then: the
// public specs, which run first, use the first server alone, and a start is mostly CPU (the
// database, the migrations, the demo content), so the first server has both cores to itself and the
// others start while the first specs run; a back-office worker waits for its own server's
// /api/ready before its first test (tests/e2e/fixtures.ts). Ends when any server does (Playwright
// kills the whole process group when the run ends).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const first = Number(process.env.E2E_PORT ?? 4173);
const count = Number(process.env.E2E_SERVERS ?? 2);
const main = `${process.env.BUILD_DIR ?? 'build'}/server/main.js`;

const ports = Array.from({ length: count }, (_, index) => first + index);
const children = [];

function start(port) {
  // A fresh DATA_DIR per server and run: every spec starts from the demo content alone.
  const dataDir = `test-results/e2e-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const flags = (process.env.E2E_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, main], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    console.error(`e2e server on ${port} ended (${signal ?? code})`);
    process.exit(code || 1);
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });

async function ready(port) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

start(ports[0]);
await ready(ports[0]);
console.log('e2e first server ready');
for (const port of ports.slice(1)) start(port);
