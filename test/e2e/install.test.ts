/**
 * Installing from the checkout puts `fds` on PATH with its manual: package.json lists every page of man/,
 * and `npm install -g .` into a private prefix links the command and the pages, so `man -w fds-prices`
 * finds the page through MANPATH and `fds -v` prints the version.
 */
import { execa } from 'execa';
import { mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, ensureBuilt } from './support';

const prefix = mkdtempSync(join(tmpdir(), 'fds-install-'));
afterAll(() => rmSync(prefix, { recursive: true, force: true }));

beforeAll(async () => {
  await ensureBuilt();
  // A global install of a folder links it: nothing is copied, built or downloaded.
  const run = await execa('npm', ['install', '-g', ROOT, '--prefix', prefix, '--ignore-scripts', '--no-audit', '--no-fund', '--offline'], { reject: false });
  expect(run.exitCode, run.stderr).toBe(0);
}, 120_000);

describe('installing fds from the checkout', () => {
  it('lists every manual page of man/ in package.json', () => {
    const listed = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { man: string[] }).man;
    const pages = readdirSync(join(ROOT, 'man')).filter((name) => name.endsWith('.1'));
    expect(listed.map((path) => path.replace(/^\.\/man\//, '')).sort()).toEqual(pages.sort());
  });

  it('puts fds on PATH: fds -v prints the version of package.json', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const run = await execa(join(prefix, 'bin', 'fds'), ['-v'], { reject: false });
    expect(run.stdout).toBe(version);
  });

  it('man finds fds-prices(1) and fds(1) through the prefix', async () => {
    const which = await execa('sh', ['-c', 'command -v man'], { reject: false });
    if (which.exitCode !== 0) {
      expect(readdirSync(join(prefix, 'share', 'man', 'man1'))).toContain('fds-prices.1');
      return;
    }
    for (const page of ['fds-prices', 'fds', 'fds-completion']) {
      const run = await execa('man', ['-w', page], { env: { MANPATH: join(prefix, 'share', 'man') }, reject: false });
      expect(run.exitCode, `${page}: ${run.stderr}`).toBe(0);
      // The installed page links to the checkout's; man may name either.
      expect(realpathSync(run.stdout)).toBe(realpathSync(join(prefix, 'share', 'man', 'man1', `${page}.1`)));
    }
  });
});
