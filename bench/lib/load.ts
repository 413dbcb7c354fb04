import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LoadRow {
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  non_2xx: number;
  errors: number;
  requests: number;
  /**
   * CPU time this process (the server under test) spent per request served: user + system over
   * the run, divided by the requests. Unlike throughput it hardly moves when other work shares
   * the machine, so it is the fairer way to compare the app with its ceiling on a busy host.
   */
  server_cpu_us_per_request: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * One autocannon run against `origin + path`, reduced to the numbers the reports keep. The load
 * comes from a child process: in this process it would take the server's own event loop, parsing
 * and decoding every response body (a third of the CPU of a cached read), and so flatten the
 * difference between the app and its ceiling.
 */
export async function load(origin: string, path: string, options: LoadOptions): Promise<LoadRow> {
  const cpuBefore = process.cpuUsage();
  const result = await autocannonJson([
    '--connections',
    String(options.connections),
    '--duration',
    String(options.seconds),
    '--json',
    `${origin}${path}`,
  ]);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
    requests: result.requests.total,
    server_cpu_us_per_request:
      result.requests.total > 0 ? Math.round(((cpu.user + cpu.system) / result.requests.total) * 10) / 10 : 0,
  };
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

function autocannonJson(args: string[]): Promise<AutocannonJson> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [AUTOCANNON_CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err.trim()}`));
      try {
        resolve(JSON.parse(out) as AutocannonJson);
      } catch {
        reject(new Error(`autocannon printed no JSON: ${out.slice(0, 200)} ${err.slice(0, 200)}`));
      }
    });
  });
}

/**
 * Counts the requests a server is answering. When autocannon's time is up it stops sending, but
 * the server still answers what it has read: on the embedded database after the search row, up
 * to a second of work. A row started before that is done measures the previous row's tail too.
 */
export function inFlight(server: Server) {
  let answering = 0;
  server.on('request', (_req, res) => {
    answering++;
    res.on('close', () => {
      answering--;
    });
  });
  return {
    /** Resolves once no request is being answered. */
    async idle(): Promise<void> {
      while (answering > 0) await sleep(10);
    },
  };
}
