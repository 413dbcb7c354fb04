import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import config from '../react-router.config';

// A newcomer's first `npm install` and `npm run build` print nothing to worry about: every locked
// package runs on the Node versions we support, and the build opts into React Router's next-major
// behaviour instead of printing a notice per flag.

const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('a clean install', () => {
  const ours = readJson('../package.json').engines.node as string;
  const lowest = semver.minVersion(ours)!.version;
  const lock = readJson('../package-lock.json') as {
    packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
  };

  it('installs no package that refuses the lowest Node we support', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => {
        const range = (entry.engines as { node: string }).node;
        return semver.validRange(range) !== null && !semver.satisfies(lowest, range);
      })
      .map(([path, entry]) => `${path} wants node ${(entry.engines as { node: string }).node}`);
    expect(refusing, `lowest supported: ${lowest} (package.json engines ${ours})`).toEqual([]);
  });
});

describe('a clean build', () => {
  it("opts into every future flag React Router's build warns about", () => {
    // The flags the installed @react-router/dev checks, read from its own build code, so a React
    // Router update that adds one fails here instead of printing a notice on every build.
    const source = readFileSync(
      new URL('../node_modules/@react-router/dev/dist/vite.js', import.meta.url),
      'utf8',
    );
    const warned = [...source.matchAll(/future\.(v\d+_\w+) === void 0/g)].map((m) => m[1]);
    expect(warned.length).toBeGreaterThan(0);
    const future = (config.future ?? {}) as Record<string, unknown>;
    expect(warned.filter((flag) => !future[flag])).toEqual([]);
  });
});
