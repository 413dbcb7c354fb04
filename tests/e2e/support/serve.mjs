// Starts every e2e server at once (playwright.config.ts runs this as its one webServer): Playwright
// sets up webServer entries one after another, so two entries cost two starts end to end, each
// mostly CPU on one core (the database, the migrations, the demo content). Started together they
// share the two cores. Prints "e2e servers ready" once each answers /api/ready; ends when any of
// them does (Playwright kills the whole process group when the run ends).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const first = Number(process.env.E2E_PORT ?? 4173);
const count = Number(process.env.E2E_SERVERS ?? 2);
const main = `${process.env.BUILD_DIR ?? 'build'}/server/main.js`;

const ports = Array.from({ length: count }, (_, index) => first + index);
const children = ports.map((port) => {
  // A fresh DATA_DIR per server and run: every spec starts from the demo content alone.
  const dataDir = `test-results/e2e-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    console.error(`e2e server on ${port} ended (${signal ?? code})`);
    process.exit(code || 1);
  });
  return child;
});

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

await Promise.all(ports.map(ready));
console.log('e2e servers ready');
