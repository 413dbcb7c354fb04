import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { WEB_BUILD_DIR } from '../../server/plugins/web';
import { printMix, runMix } from './mix';
import { writeResults } from './report';

// `npm run bench -- --mix [--duration 60] [--connections 20] [--scale 10000] [--warmup 5]
//   [--ceiling-seconds 20] [--admin-every 10] [--unseen-share 0.2] [--seed 1]`: the options of the
// mixed benchmark (bench/lib/mix.ts) and its run from bench/api-bench.ts, which seeds the catalogue.

export const MIX_OPTIONS = {
  duration: { type: 'string', default: '60' },
  warmup: { type: 'string', default: '5' },
  'ceiling-seconds': { type: 'string' },
  'admin-every': { type: 'string', default: '10' },
  'unseen-share': { type: 'string', default: '0.2' },
  seed: { type: 'string', default: '1' },
} as const;

type MixArgs = { [K in keyof typeof MIX_OPTIONS]?: string } & { profile?: boolean };

const positive = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`bench: --${name} must be a positive number (${value})`);
  return n;
};

export async function mixFromArgs(
  args: MixArgs,
  run: {
    database: Database;
    config: Config;
    web: boolean;
    connections: number;
    variants: number;
    dataDir: string;
  },
) {
  if (!run.web) throw new Error(`bench: the mix asks for pages; build the site first (no ${WEB_BUILD_DIR})`);
  const seconds = positive('duration', args.duration);
  const unseenShare = Number(args['unseen-share']);
  if (!(unseenShare >= 0 && unseenShare <= 1))
    throw new Error('bench: --unseen-share must be between 0 and 1');
  const report = await runMix({
    database: run.database,
    config: run.config,
    seconds,
    warmupSeconds: Number(args.warmup ?? 5),
    ceilingSeconds: args['ceiling-seconds']
      ? positive('ceiling-seconds', args['ceiling-seconds'])
      : Math.min(seconds, 20),
    connections: run.connections,
    adminEverySeconds: positive('admin-every', args['admin-every']),
    seed: Number(args.seed ?? 1),
    unseenShare,
    profile: args.profile ? `bench/results/profiles/mix-${run.database.kind}-${run.variants}` : undefined,
  });
  printMix(report);
  const kind = run.database.kind;
  await run.database.close();
  rmSync(run.dataDir, { recursive: true, force: true });
  const result = {
    date: new Date().toISOString(),
    database: kind,
    bulk_variants: run.variants,
    node: process.version,
    cpus: cpus().length,
    seconds,
    ...report,
  };
  const file = writeResults(`mix-${kind}-${run.variants}`, result);
  console.log(`bench: results written to ${file}`);
}
