export const HEADLESS_SHELL: string;
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
/** The browser Playwright starts (playwright.config.ts): CHROME_PATH, else the headless build, else chromium. */
export function chromiumPath(
  env?: Record<string, string | undefined>,
  canRun?: (path: string) => boolean,
): string;
/** Finds (or installs) the Chromium the browser tests use; returns its path, or null after saying what to run. */
export function ensureChromium(deps?: EnsureChromiumDeps): string | null;
