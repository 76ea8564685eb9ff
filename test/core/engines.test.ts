/**
 * `engines` is a promise: every Node version fds declares must be one every installed package accepts, or
 * `npm install` warns (EBADENGINE) and the package may break. The declared range is checked against each
 * package of the lockfile, and the two versions CI runs (this machine's Node 20 and the current LTS) against
 * the declared range.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as T;

interface LockedPackage {
  engines?: Record<string, string> | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

const declared = readJson<{ engines: { node: string } }>('package.json').engines.node;
const locked = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json').packages;
const ltsPinned = readJson<{ dependencies: { node: string } }>('.ci/node-lts/package.json').dependencies.node;

/** The lockfile's packages that state which Node versions they run on. */
function nodeRanges(): { name: string; range: string }[] {
  return Object.entries(locked)
    .filter(([path, meta]) => path !== '' && meta.engines !== undefined && !Array.isArray(meta.engines) && typeof meta.engines.node === 'string')
    .map(([path, meta]) => ({ name: path.replace(/^.*node_modules\//, ''), range: (meta.engines as Record<string, string>).node! }));
}

describe('engines', () => {
  it('declares a Node range that every locked package accepts in full', () => {
    const ranges = nodeRanges();
    expect(ranges.length).toBeGreaterThan(50);
    const refusing = ranges.filter(({ range }) => !semver.subset(declared, range)).map(({ name, range }) => `${name} (${range})`);
    expect(refusing).toEqual([]);
  });

  it('includes the Node versions the tests run on: this one and the LTS pinned for CI', () => {
    expect(semver.satisfies(process.version, declared)).toBe(true);
    expect(semver.satisfies(ltsPinned, declared)).toBe(true);
    expect(semver.major(ltsPinned) % 2).toBe(0);
  });
});
