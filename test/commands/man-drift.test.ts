/**
 * The committed manual must be what the generator makes from the current program and registry. This test
 * only reads man/; `npm run gen` is what rewrites it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manPages } from '../../commands/man-pages';
import { buildProgram } from '../../commands/program';
import { allRegisters } from '../../commands/families';
import { exitCodeFor } from '../../src/core/errors';

const manDir = new URL('../../man/', import.meta.url);
const pages = await manPages();
const everyFamily = await allRegisters();

describe('man pages are generated from the program and never drift', () => {
  it.each(pages.map((page) => [page.file, page] as const))('man/%s matches the generator (run `npm run gen` after changing commands)', (_file, page) => {
    expect(readFileSync(new URL(page.file, manDir), 'utf8')).toBe(page.text);
  });

  it('has a page for fds, for every top-level command and for the deployment topic, and no page for a command that is gone', () => {
    const names = buildProgram(() => undefined, everyFamily).commands.map((c) => `fds-${c.name()}.1`);
    const committed = readdirSync(manDir).filter((f) => f.endsWith('.1'));
    expect(committed.sort()).toEqual(['fds.1', 'fds-deploy.1', ...names].sort());
  });

  it('documents every exit code the CLI maps from an error code', () => {
    const main = pages.find((p) => p.file === 'fds.1')!.text;
    for (const [code, exit] of Object.entries(exitCodeFor)) {
      expect(main).toContain(`.B ${exit}`);
      expect(main).toContain(code);
    }
  });

  it('lists every option of every command', () => {
    const text = pages.map((p) => p.text).join('\n');
    const program = buildProgram(() => undefined, everyFamily);
    const walk = (cmd: typeof program): string[] => [...cmd.options.map((o) => o.long!), ...cmd.commands.flatMap(walk)];
    for (const flag of walk(program)) expect(text).toContain(`\\fB${flag.replaceAll('-', '\\-')}\\fR`);
  });

  const hasGroff = spawnSync('groff', ['--version']).status === 0;
  it.skipIf(!hasGroff)('is valid roff that groff formats without warnings', () => {
    for (const page of pages) {
      const run = spawnSync('groff', ['-man', '-Tutf8', '-ww', '-z'], { input: page.text, encoding: 'utf8' });
      expect(run.status, page.file).toBe(0);
      expect(run.stderr, page.file).toBe('');
    }
  });
});
