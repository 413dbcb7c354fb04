import autocannon from 'autocannon';

export interface LoadRow {
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  non_2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** A fresh path for every request (so no two requests share a cache key); default: `path`. */
  pathFor?: (n: number) => string;
}

/** One autocannon run against `origin + path`, reduced to the numbers the reports keep. */
export async function load(origin: string, path: string, options: LoadOptions): Promise<LoadRow> {
  const { pathFor } = options;
  let n = 0;
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: options.connections,
    duration: options.seconds,
    requests: pathFor ? [{ setupRequest: (req) => ({ ...req, path: pathFor(n++) }) }] : undefined,
  });
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}
