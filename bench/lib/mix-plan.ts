// What the mixed-traffic benchmark asks for (`npm run bench -- --mix`, bench/lib/mix.ts), as pure
// functions of a seed and the catalogue, so the load generator's process can draw the same
// sequence the tests check. No I/O here.

/** A seeded PRNG (mulberry32): numbers in [0, 1). The same seed gives the same run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const helper1 = (x: number) =>
  Math.abs(x) > 1e-8 ? Math.log1p(x) / x : 1 - x * (0.5 - x * (1 / 3 - 0.25 * x));
const helper2 = (x: number) =>
  Math.abs(x) > 1e-8 ? Math.expm1(x) / x : 1 + x * 0.5 * (1 + (x / 3) * (1 + 0.25 * x));

/**
 * A rank in 1..n with P(k) ∝ 1/k^s (Zipf): rank 1 the most asked for. Rejection-inversion
 * (Hörmann and Derflinger 1996, as Apache Commons RNG samples it): constant time for any n, so
 * it serves a pool that grows with every draw as well as a fixed list.
 */
export function zipfRank(random: () => number, n: number, s = 1): number {
  if (!Number.isInteger(n) || n < 1) throw new Error(`zipfRank: n must be a positive integer (${n})`);
  if (n === 1) return 1;
  const hIntegral = (x: number) => {
    const log = Math.log(x);
    return helper2((1 - s) * log) * log;
  };
  const h = (x: number) => Math.exp(-s * Math.log(x));
  const hIntegralInverse = (x: number) => {
    let t = x * (1 - s);
    if (t < -1) t = -1; // numerical safety: the argument of log1p must stay above -1
    return Math.exp(helper1(t) * x);
  };
  const hIntegralX1 = hIntegral(1.5) - 1;
  const hIntegralN = hIntegral(n + 0.5);
  const cut = 2 - hIntegralInverse(hIntegral(2.5) - h(2));
  for (;;) {
    const u = hIntegralN + random() * (hIntegralX1 - hIntegralN);
    const x = hIntegralInverse(u);
    const k = Math.min(n, Math.max(1, Math.floor(x + 0.5)));
    if (k - x <= cut || u >= hIntegral(k + 0.5) - h(k)) return k;
  }
}

/** Nearest-rank percentile of ascending numbers (p in 0..100); 0 for none. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** What the generator draws from: the catalogue as the public API describes it. */
export interface MixUniverse {
  /** Listed variant ids, in the order of their popularity (rank 1 first). */
  variants: number[];
  /** Brand names, most variants first. */
  brands: string[];
  /** Category names, most variants first, each with its numeric spec filters (metric display units). */
  categories: { name: string; ranges: { key: string; min: number; max: number }[] }[];
  /** What visitors type, most frequent first: names of kinds, local words, typos, model codes. */
  searches: string[];
}

/** The kinds of request in the mix and their shares of it (they sum to 100). */
export const MIX_KINDS = {
  'page: home': 5,
  'page: product': 25,
  'page: listing': 15,
  'api: variant': 15,
  'api: listing': 20,
  'api: facets': 10,
  'api: search': 10,
} as const;
export type MixKind = keyof typeof MIX_KINDS;
export const MIX_KIND_NAMES = Object.keys(MIX_KINDS) as MixKind[];

interface MixRequest {
  kind: MixKind;
  path: string;
  /** First time this exact address is asked for in the run (a read cache cannot hold it yet). */
  unseen: boolean;
}

const SORTS = [
  ['name', 'asc'],
  ['brand', 'asc'],
  ['price', 'asc'],
  ['price', 'desc'],
] as const;

/** Two significant digits: the bounds a visitor drags a slider to, not arbitrary floats. */
const rounded = (n: number) => Number(n.toPrecision(2));

/**
 * The request sequence of a run: each request is, with probability `unseenShare` (about 1 in 5),
 * a combination not asked for before in the run — a product, filter, sort, page or search drawn
 * from Zipf distributions over the catalogue until it is new — and otherwise a repeat of an
 * earlier one, drawn by Zipf over the requests so far in the order they first appeared (the
 * popular ones come early and stay popular). Kinds follow MIX_KINDS. Deterministic per seed.
 */
export function createMix(universe: MixUniverse, seed: number, unseenShare = 0.2) {
  if (universe.variants.length === 0 || universe.categories.length === 0 || universe.brands.length === 0)
    throw new Error('createMix: the catalogue needs variants, brands and categories');
  const random = mulberry32(seed);
  const seen = new Set<string>();
  const pool: { kind: MixKind; path: string }[] = [];
  const total = Object.values(MIX_KINDS).reduce((a, b) => a + b, 0);
  const chance = (p: number) => random() < p;
  const zipfOf = <T>(items: readonly T[]) => items[zipfRank(random, items.length) - 1];

  const pickKind = (): MixKind => {
    let r = random() * total;
    for (const kind of MIX_KIND_NAMES) {
      r -= MIX_KINDS[kind];
      if (r < 0) return kind;
    }
    return MIX_KIND_NAMES[MIX_KIND_NAMES.length - 1];
  };

  /** A listing's filters in the listing address's own order (app/lib/paths.ts). */
  const filters = (opts: { sortAndPage: boolean; search?: string }) => {
    const params = new URLSearchParams();
    const category = chance(0.6) ? zipfOf(universe.categories) : undefined;
    if (chance(0.4)) params.set('brand', zipfOf(universe.brands));
    if (category) params.set('category', category.name);
    if (opts.search) params.set('search', opts.search);
    if (category && category.ranges.length > 0 && chance(0.5)) {
      const count = Math.min(category.ranges.length, chance(0.5) ? 1 : 2);
      for (const range of category.ranges.slice(0, count)) {
        const a = range.min + random() * (range.max - range.min);
        const b = range.min + random() * (range.max - range.min);
        params.set(`spec.${range.key}`, `${rounded(Math.min(a, b))}..${rounded(Math.max(a, b))}`);
      }
    }
    if (opts.sortAndPage) {
      if (chance(0.3)) {
        const [by, order] = SORTS[Math.floor(random() * SORTS.length)];
        params.set('sort_by', by);
        params.set('sort_order', order);
      }
      // Deeper pages, fewer visitors: page 2 for half of those who turn one, 3 for a quarter…
      if (chance(0.25)) params.set('page', String(2 + Math.floor(-Math.log2(1 - random()))));
    }
    const qs = params.toString();
    return qs ? `?${qs}` : '';
  };

  const combination = (kind: MixKind): string => {
    switch (kind) {
      case 'page: home':
        return '/';
      case 'page: product':
        return `/products/${zipfOf(universe.variants)}`;
      case 'api: variant':
        return `/api/public/variants/${zipfOf(universe.variants)}`;
      case 'page: listing':
        return `/products${filters({ sortAndPage: true })}`;
      case 'api: listing':
        return `/api/public/variants${filters({ sortAndPage: true })}`;
      case 'api: facets':
        return `/api/public/facets${filters({ sortAndPage: false })}`;
      case 'api: search':
        // Half the searches are the word alone (what the search box sends), half narrowed further.
        return chance(0.5)
          ? `/api/public/variants?${new URLSearchParams({ search: zipfOf(universe.searches) })}`
          : `/api/public/variants${filters({ sortAndPage: true, search: zipfOf(universe.searches) })}`;
    }
  };

  // The head of the site, first in the pool and so the most asked for: the home page, the listing
  // and its facets unfiltered, the most popular machines.
  const head: { kind: MixKind; path: string }[] = [
    { kind: 'page: home', path: '/' },
    { kind: 'page: listing', path: '/products' },
    { kind: 'api: listing', path: '/api/public/variants' },
    { kind: 'api: facets', path: '/api/public/facets' },
    ...universe.variants.slice(0, 5).flatMap((id) => [
      { kind: 'page: product' as const, path: `/products/${id}` },
      { kind: 'api: variant' as const, path: `/api/public/variants/${id}` },
    ]),
  ];

  const add = (kind: MixKind, path: string): MixRequest => {
    seen.add(path);
    pool.push({ kind, path });
    return { kind, path, unseen: true };
  };
  // A new combination of a kind drawn by its share; a kind whose draws keep hitting addresses
  // already asked for (the home page, after its first time) gives way to another kind.
  const fresh = (): MixRequest | null => {
    const next = head.shift();
    if (next) return add(next.kind, next.path);
    for (let attempt = 0; attempt < 20; attempt++) {
      const kind = pickKind();
      for (let tries = 0; tries < 20; tries++) {
        const path = combination(kind);
        if (!seen.has(path)) return add(kind, path);
      }
    }
    return null;
  };

  return {
    next(): MixRequest {
      if (pool.length === 0 || chance(unseenShare)) {
        const request = fresh();
        if (request) return request;
      }
      const { kind, path } = pool[zipfRank(random, pool.length) - 1];
      return { kind, path, unseen: false };
    },
    /** Distinct addresses asked for so far. */
    get distinct() {
      return pool.length;
    },
  };
}
