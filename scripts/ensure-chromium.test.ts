import { describe, expect, it } from 'vitest';
import {
  chromiumPath,
  DEFAULT_CHROMIUM,
  type EnsureChromiumDeps,
  ensureChromium,
  HEADLESS_SHELL,
} from './ensure-chromium.mjs';

function run(over: EnsureChromiumDeps & { present?: string[]; installs?: string[] }) {
  const present = new Set(over.present ?? []);
  const logs: string[] = [];
  const fails: string[] = [];
  let installs = 0;
  const result = ensureChromium({
    env: {},
    isExecutable: (path) => present.has(path),
    isRoot: () => false,
    hasAptGet: () => true,
    install: () => {
      installs++;
      present.add(HEADLESS_SHELL);
      return true;
    },
    log: (line) => logs.push(line),
    fail: (line) => fails.push(line),
    ...over,
  });
  return { result, logs, fails, installs };
}

describe('ensureChromium (npm test runs it first)', () => {
  it("uses Debian's headless build when it is there, installing nothing", () => {
    const r = run({ present: [HEADLESS_SHELL, DEFAULT_CHROMIUM], isRoot: () => true });
    expect(r.result).toBe(HEADLESS_SHELL);
    expect(r.installs).toBe(0);
    expect(r.fails).toEqual([]);
  });

  it('uses CHROME_PATH when it names an executable', () => {
    const r = run({
      env: { CHROME_PATH: '/opt/chrome/chrome' },
      present: ['/opt/chrome/chrome', HEADLESS_SHELL],
    });
    expect(r.result).toBe('/opt/chrome/chrome');
  });

  it('stops with one line when CHROME_PATH names nothing runnable', () => {
    const r = run({ env: { CHROME_PATH: '/nope' }, present: [HEADLESS_SHELL], isRoot: () => true });
    expect(r.result).toBeNull();
    expect(r.installs).toBe(0);
    expect(r.fails).toHaveLength(1);
    expect(r.fails[0]).toContain('CHROME_PATH=/nope');
  });

  it('installs the headless build as root with apt-get, even beside a chromium', () => {
    const r = run({ present: [DEFAULT_CHROMIUM], isRoot: () => true });
    expect(r.installs).toBe(1);
    expect(r.result).toBe(HEADLESS_SHELL);
    expect(r.logs.join('\n')).toContain('installing');
  });

  it('uses /usr/bin/chromium when it cannot install the headless build', () => {
    const r = run({ present: [DEFAULT_CHROMIUM] });
    expect(r.result).toBe(DEFAULT_CHROMIUM);
    expect(r.installs).toBe(0);
    const failed = run({ present: [DEFAULT_CHROMIUM], isRoot: () => true, install: () => false });
    expect(failed.result).toBe(DEFAULT_CHROMIUM);
    expect(failed.fails).toEqual([]);
  });

  it('stops at once with the command to run when there is no Chromium and it cannot install', () => {
    for (const deps of [{ isRoot: () => false }, { isRoot: () => true, hasAptGet: () => false }]) {
      const r = run(deps);
      expect(r.result).toBeNull();
      expect(r.installs).toBe(0);
      expect(r.fails).toEqual([expect.stringContaining('sudo apt-get install -y chromium-headless-shell')]);
    }
  });

  it('says what to run when the install fails and there is no chromium either', () => {
    const r = run({ isRoot: () => true, install: () => false });
    expect(r.result).toBeNull();
    expect(r.fails[0]).toContain('apt-get install -y chromium-headless-shell');
  });
});

describe('chromiumPath (the browser playwright.config.ts starts)', () => {
  it('is CHROME_PATH, else the headless build when present, else /usr/bin/chromium', () => {
    expect(chromiumPath({ CHROME_PATH: '/opt/c' }, () => true)).toBe('/opt/c');
    expect(chromiumPath({}, (path) => path === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
    expect(chromiumPath({}, () => false)).toBe(DEFAULT_CHROMIUM);
  });
});
