import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM, type EnsureChromiumDeps, ensureChromium } from './ensure-chromium.mjs';

function run(over: EnsureChromiumDeps & { present?: string[] }) {
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
      present.add(DEFAULT_CHROMIUM);
      return true;
    },
    log: (line) => logs.push(line),
    fail: (line) => fails.push(line),
    ...over,
  });
  return { result, logs, fails, installs };
}

describe('ensureChromium (npm test runs it first)', () => {
  it('uses the system Chromium when it is there, installing nothing', () => {
    const r = run({ present: [DEFAULT_CHROMIUM], isRoot: () => true });
    expect(r.result).toBe(DEFAULT_CHROMIUM);
    expect(r.installs).toBe(0);
    expect(r.fails).toEqual([]);
  });

  it('uses CHROME_PATH when it names an executable', () => {
    const r = run({ env: { CHROME_PATH: '/opt/chrome/chrome' }, present: ['/opt/chrome/chrome'] });
    expect(r.result).toBe('/opt/chrome/chrome');
  });

  it('stops with one line when CHROME_PATH names nothing runnable', () => {
    const r = run({ env: { CHROME_PATH: '/nope' }, present: [DEFAULT_CHROMIUM], isRoot: () => true });
    expect(r.result).toBeNull();
    expect(r.installs).toBe(0);
    expect(r.fails).toHaveLength(1);
    expect(r.fails[0]).toContain('CHROME_PATH=/nope');
  });

  it("installs Debian's chromium as root with apt-get", () => {
    const r = run({ isRoot: () => true });
    expect(r.installs).toBe(1);
    expect(r.result).toBe(DEFAULT_CHROMIUM);
    expect(r.logs.join('\n')).toContain('installing');
  });

  it('stops at once with the command to run when it cannot install', () => {
    for (const deps of [{ isRoot: () => false }, { isRoot: () => true, hasAptGet: () => false }]) {
      const r = run(deps);
      expect(r.result).toBeNull();
      expect(r.installs).toBe(0);
      expect(r.fails).toEqual([expect.stringContaining('sudo apt-get install -y chromium')]);
    }
  });

  it('says what to run when the install fails', () => {
    const r = run({ isRoot: () => true, install: () => false });
    expect(r.result).toBeNull();
    expect(r.fails[0]).toContain('apt-get install -y chromium');
  });
});
