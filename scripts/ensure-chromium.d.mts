export const DEFAULT_CHROMIUM: string;
export interface EnsureChromiumDeps {
  env?: Record<string, string | undefined>;
  isExecutable?: (path: string) => boolean;
  isRoot?: () => boolean;
  hasAptGet?: () => boolean;
  install?: () => boolean;
  log?: (line: string) => void;
  fail?: (line: string) => void;
}
/** Finds (or installs) the Chromium the browser tests use; returns its path, or null after saying what to run. */
export function ensureChromium(deps?: EnsureChromiumDeps): string | null;
