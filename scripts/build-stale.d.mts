/** True when `outDir` (relative to `root`, default the working directory, or absolute) holds no finished build or an older one. */
export function buildIsStale(outDir: string, root?: string): boolean;
