import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { FIRST_LOAD_JS_LIMIT_BYTES, measureFirstLoad } from './lib/first-load';
import { writeResults } from './lib/report';
import { publicPages, startSite } from './lib/site-server';

// npm run bench:js -- [--port 4332] [--url http://127.0.0.1:3000]
// Gzipped JavaScript and CSS each public page (the comparison of three and of four machines and the
// quote list, empty and from a shared link, included: bench/lib/site-server.ts) loads on first load, against the budget. Starts the built
// server (BUILD_DIR honoured) unless --url names a running one.
// bench/results/js-weight.json.
const { values } = parseArgs({
  options: { port: { type: 'string', default: '4332' }, url: { type: 'string' } },
});
const site = values.url
  ? { origin: values.url, close: async () => {} }
  : await startSite(Number(values.port));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const rows = [];
try {
  for (const [name, path] of await publicPages(site.origin)) {
    const page = await browser.newPage();
    const result = await measureFirstLoad(page, `${site.origin}${path}`);
    await page.close();
    rows.push({ name, path, ...result, within_budget: result.js_gzip_bytes <= FIRST_LOAD_JS_LIMIT_BYTES });
    console.log(
      `${name.padEnd(14)} JS ${(result.js_gzip_bytes / 1000).toFixed(1).padStart(6)} KB  CSS ${(result.css_gzip_bytes / 1000).toFixed(1).padStart(5)} KB  ${result.js_gzip_bytes <= FIRST_LOAD_JS_LIMIT_BYTES ? 'within' : 'OVER'} budget`,
    );
  }
} finally {
  await browser.close();
  await site.close();
}
const file = writeResults('js-weight', {
  date: new Date().toISOString(),
  budget_bytes: FIRST_LOAD_JS_LIMIT_BYTES,
  rows,
});
console.log(`bench: results written to ${file}`);
if (rows.some((row) => !row.within_budget)) process.exitCode = 1;
