/** True when `outDir` holds a complete build (stamp and server) no older than its sources. */
export declare function buildIsFresh(root: string, outDir: string): boolean;
