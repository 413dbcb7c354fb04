import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { writeResults } from './lib/report';
import { lighthousePages, startSite } from './lib/site-server';

// npm run bench:lighthouse -- [--port 4333] [--url http://127.0.0.1:3000] [--runs 1] [--reports dir]
// Lighthouse 12 (the last line that runs on Node 20; 13 needs Node 22), mobile preset (its
// default: Moto G Power screen, simulated slow 4G and 4x CPU slowdown), in the system Chromium
// (CHROME_PATH, default /usr/bin/chromium; nothing is downloaded). Starts the built server with
// the demo content (BUILD_DIR honoured) unless --url names one. With --runs N each page is
// measured N times and the median performance run is kept. bench/results/lighthouse.json.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4333' },
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    // Keep each page's full Lighthouse report (the kept median run) in this directory, to read the
    // audits' details (LCP element, request chain, unused bytes) behind a score.
    reports: { type: 'string' },
  },
});
const runs = Number(values.runs);
/**
 * Lighthouse's benchmark index of this machine when idle is about 1,900–2,200; a faster host (or a
 * quieter one) scores the same page higher, so a run above this is marked not comparable.
 */
const COMPARABLE_INDEX = 2200;
/**
 * A run above COMPARABLE_INDEX is repeated, up to this many times per run kept. The same idle host
 * reads either about 1,750–2,200 or 2,550–3,000 from one run to the next, so a repeat usually lands
 * in band. Runs are never slowed beyond the preset's 4× to stand for the band: Lighthouse's throttling
 * calculator, extrapolated to 5–6.6×, overshot (runs at an "effective" 2,000 scored 10–20 points
 * under the 4× runs the same host measured in band).
 */
const REPEATS_PER_RUN = 3;
const site = values.url
  ? { origin: values.url, close: async () => {} }
  : await startSite(Number(values.port));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** gzip -9 of every script and stylesheet the page loaded (the server itself does not compress). */
async function gzippedAssets(items: NetworkItem[]) {
  const sizes = { js: 0, css: 0 };
  for (const item of items) {
    const kind = item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind) continue;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    sizes[kind] += gzipSync(body, { level: 9 }).length;
  }
  return sizes;
}

// The mobile preset as Lighthouse defines it: simulated slow 4G and a 4× CPU slowdown.
const MOBILE_THROTTLING = constants.throttling.mobileSlow4G;
const rows = [];
try {
  for (const [name, path] of await lighthousePages(site.origin)) {
    const attempts = [];
    // A run that could not load the page (NO_NAVSTART and the like happen on a busy machine) is
    // repeated, up to three times in all; so is a run above COMPARABLE_INDEX, up to REPEATS_PER_RUN
    // times per run kept. When the repeats run out the fast run is kept and the page is marked.
    for (let i = 0, failures = 0, fast = 0; i < runs; i++) {
      const result = await lighthouse(
        `${site.origin}${path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        {
          extends: 'lighthouse:default',
          settings: { throttling: MOBILE_THROTTLING },
        },
      );
      if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
      if (result.lhr.runtimeError && ++failures < 3) {
        i--;
        continue;
      }
      const index = result.lhr.environment.benchmarkIndex;
      if (index > COMPARABLE_INDEX && ++fast <= REPEATS_PER_RUN * runs) {
        console.log(`${name}: run at index ${Math.round(index)} not comparable, repeated`);
        i--;
        continue;
      }
      attempts.push({ lhr: result.lhr });
    }
    attempts.sort(
      (a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0),
    );
    const { lhr } = attempts[Math.floor(attempts.length / 2)];
    if (values.reports) {
      mkdirSync(values.reports, { recursive: true });
      writeFileSync(join(values.reports, `${name.replaceAll(' ', '-')}.json`), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id];
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.map((ref) => ref.id))
      .map((id) => lhr.audits[id])
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => ({ id: a.id, title: a.title, score: a.score, display: a.displayValue }));
    const network = (audit('network-requests').details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const gz = await gzippedAssets(network);
    const row = {
      name,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      lcp_ms: Math.round(audit('largest-contentful-paint').numericValue ?? 0),
      tbt_ms: Math.round(audit('total-blocking-time').numericValue ?? 0),
      cls: Math.round((audit('cumulative-layout-shift').numericValue ?? 0) * 1000) / 1000,
      fcp_ms: Math.round(audit('first-contentful-paint').numericValue ?? 0),
      js_gzip_bytes: gz.js,
      css_gzip_bytes: gz.css,
      runtime_error: lhr.runtimeError?.code ?? null,
      performance_runs: attempts.map((a) => Math.round((a.lhr.categories.performance.score ?? 0) * 100)),
      tbt_runs: attempts.map((a) => Math.round(a.lhr.audits['total-blocking-time'].numericValue ?? 0)),
      // Lighthouse's own measure of the host's speed (~1,900 on an idle desktop) and the load average:
      // on a busy machine every task takes longer and the simulated figures with it.
      benchmark_index: Math.round(lhr.environment.benchmarkIndex),
      benchmark_index_runs: attempts.map((a) => Math.round(a.lhr.environment.benchmarkIndex)),
      // Above COMPARABLE_INDEX the machine hides blocking time a buyer's phone has (docs/performance.md).
      comparable: attempts.every((a) => a.lhr.environment.benchmarkIndex <= COMPARABLE_INDEX),
      load_average: Math.round(loadavg()[0] * 10) / 10,
      below_90: failing,
    };
    rows.push(row);
    console.log(
      `${name.padEnd(13)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.best_practices}  seo ${row.seo}  LCP ${row.lcp_ms} ms  TBT ${row.tbt_ms} ms  CLS ${row.cls}  JS ${(gz.js / 1000).toFixed(1)} KB  CSS ${(gz.css / 1000).toFixed(1)} KB  runs ${row.performance_runs.join('/')} (TBT ${row.tbt_runs.join('/')})  index ${row.benchmark_index_runs.join('/')}  load ${row.load_average}${row.comparable ? '' : '  NOT COMPARABLE (a kept run read an index above 2,200)'}`,
    );
    if (row.runtime_error) console.log(`    runtime error: ${row.runtime_error}`);
    for (const f of failing) console.log(`    ${f.id}: ${f.title}${f.display ? ` (${f.display})` : ''}`);
  }
} finally {
  chrome.kill();
  await site.close();
}
const file = writeResults('lighthouse', {
  date: new Date().toISOString(),
  lighthouse: '12',
  preset: 'mobile',
  comparable_index_max: COMPARABLE_INDEX,
  comparable: rows.every((r) => r.comparable),
  rows,
});
console.log(`bench: results written to ${file}`);
